import { useId } from 'react';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { RadioChoices } from './radio-choices';
import type { SeriesCheck, SeriesDraft } from './series-draft';

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
  const errorId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={errors.end ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Ends</legend>
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
        <FormField label="Number of dates" hint="At most 520" error={errors.count}>
          <Input
            inputMode="numeric"
            fullWidth={false}
            className="w-28"
            value={draft.count}
            onChange={(e) => edit({ count: e.target.value })}
          />
        </FormField>
      )}
      {errors.end && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.end}
        </p>
      )}
    </fieldset>
  );
}
