import { DateField } from '@web/components/ui/date-field';
import { RadioChoices } from './radio-choices';
import type { SeriesCheck, SeriesDraft } from './series-draft';
import { DraftFieldset, DraftNumberField } from './series-fields';

const ENDS = [
  ['never', 'Never'],
  ['on', 'On a date'],
  ['after', 'After a number of dates'],
] as const;

/** When the series ends: never, on its last date, or after so many dates. */
export function SeriesEndFields({
  draft,
  errors,
  edit,
}: {
  draft: SeriesDraft;
  errors: SeriesCheck['errors'];
  edit: (change: Partial<SeriesDraft>) => void;
}) {
  return (
    <DraftFieldset legend="Ends" error={errors.end} className="grid gap-3">
      <RadioChoices choices={ENDS} value={draft.end} onChange={(end) => edit({ end })} />
      {draft.end === 'on' && (
        <div className="max-w-xs">
          <DateField
            label="Last date"
            value={draft.endDate}
            onChange={(endDate) => edit({ endDate })}
            onBlur={() => undefined}
            error={errors.endDate}
          />
        </div>
      )}
      {draft.end === 'after' && (
        <DraftNumberField
          label="Number of dates"
          hint="At most 520"
          error={errors.count}
          value={draft.count}
          onChange={(count) => edit({ count })}
        />
      )}
    </DraftFieldset>
  );
}
