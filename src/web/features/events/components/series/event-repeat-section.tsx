import { useId } from 'react';
import { repeatLabel, seriesDateLabel } from '@shared/series/series-summary';
import { FormSection } from '@web/components/ui/form-section';
import { Notice } from '@web/components/ui/notice';
import { RepeatPatternFields } from './repeat-pattern-fields';
import { SeriesDatesList } from './series-dates-list';
import { REPEAT_KINDS, type RepeatKind, type SeriesCheck, type SeriesDraft } from './series-draft';
import { SeriesEndFields } from './series-end-fields';
import { DraftSelect } from './series-fields';
import { seriesPreview } from './series-preview';

const KIND_LABELS: Record<RepeatKind, string> = {
  none: 'Does not repeat',
  weekly: 'Weekly',
  'monthly-date': 'Monthly on a date',
  'monthly-weekday': 'Monthly on a day of the week',
  'full-moon': 'Every full moon',
  'new-moon': 'Every new moon',
};

type RepeatSectionProps = {
  draft: SeriesDraft;
  /** The draft checked with the event's first date (`checkSeriesDraft`), by the form that saves it. */
  check: SeriesCheck;
  startDate: string;
  startTime: string;
  onChange: (draft: SeriesDraft) => void;
};

/** The date in the coming year whose start time the clocks skip, and when it starts instead. */
function ClockChangeNotice({
  moved,
  time,
}: {
  moved: { date: string; time: string }[];
  time: string;
}) {
  const [first] = moved;
  if (!first) return null;
  return (
    <Notice className="text-sm">
      The clocks go forward at 01:00 on {seriesDateLabel(first.date)}, so {time} does not exist in
      London that night: that date starts at {first.time}.
    </Notice>
  );
}

/**
 * "Repeats": makes the event a series of dates (issue 23), each an event of its own. Shows what
 * the rule means as it is edited: the next dates (each can be skipped), how many in all, and the
 * dates whose time the clocks skip.
 */
export function EventRepeatSection({
  draft,
  check,
  startDate,
  startTime,
  onChange,
}: RepeatSectionProps) {
  const summaryId = useId();
  const edit = (change: Partial<SeriesDraft>) => onChange({ ...draft, ...change });
  const preview = check.parsed ? seriesPreview(startDate, startTime, check.parsed) : null;
  return (
    <FormSection title="Repeats">
      <DraftSelect
        label="Repeats"
        error={check.errors.repeat}
        value={draft.kind}
        values={REPEAT_KINDS}
        names={KIND_LABELS}
        describedBy={check.rule ? summaryId : undefined}
        onChange={(kind) => edit({ kind })}
      />
      {draft.kind !== 'none' && (
        <>
          <RepeatPatternFields draft={draft} errors={check.errors} edit={edit} />
          <SeriesEndFields draft={draft} errors={check.errors} edit={edit} />
          <div role="status" aria-live="polite" className="grid gap-3">
            {check.rule && (
              <p id={summaryId} className="font-medium text-forest-900">
                {repeatLabel(check.rule.repeat)}
              </p>
            )}
            {preview && <ClockChangeNotice moved={preview.moved} time={startTime} />}
          </div>
          {check.parsed && preview && (
            <SeriesDatesList
              draft={draft}
              rule={check.parsed}
              preview={preview}
              errors={check.errors}
              edit={edit}
            />
          )}
        </>
      )}
    </FormSection>
  );
}
