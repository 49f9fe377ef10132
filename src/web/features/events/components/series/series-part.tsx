import { FormSection } from '@web/components/ui/form-section';
import { seriesDateLabel } from '@shared/series/series-summary';
import { EventRepeatSection } from './event-repeat-section';
import type { SeriesDraftState } from './use-series-draft';

/**
 * The form's "Repeats" part: the choice for an event that does not repeat yet (its owner's, on
 * Kindred's own or a listed event), or what a date of a series belongs to.
 */
export function SeriesPart({
  state,
  startDate,
  startTime,
  mayStart,
}: {
  state: SeriesDraftState;
  startDate: string;
  startTime: string;
  /** Whether this person may make the event repeat (its owner; a co-host edits dates only). */
  mayStart: boolean;
}) {
  const { series } = state;
  if (series)
    return (
      <FormSection title="Repeats">
        <p>
          This is a date of a series: <strong>{series.repeats}</strong>. Changes saved here apply to
          this date only
          {series.dates.length > 0 && (
            <>
              , the next being{' '}
              {series.dates
                .map((date) => seriesDateLabel(date.startDate))
                .slice(0, 3)
                .join(', ')}
            </>
          )}
          .
        </p>
      </FormSection>
    );
  if (!mayStart) return null;
  return (
    <EventRepeatSection
      draft={state.draft}
      check={state.check}
      startDate={startDate}
      startTime={startTime}
      onChange={state.edit}
    />
  );
}
