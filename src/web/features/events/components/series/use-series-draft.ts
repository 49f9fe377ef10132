import { useState } from 'react';
import type { EventDetail } from '@shared/events/event-schemas';
import { checkSeriesDraft, newSeriesDraft, type SeriesDraft } from './series-draft';

/**
 * The event form's "Repeats" (issue 23): a new or one-off event may be made to repeat; a date of
 * a series shows its series, and its save changes that date only. `check` is the draft checked
 * with the form's start date, as the API will check it.
 */
export function useSeriesDraft(event: EventDetail | undefined, startDate: string) {
  const [draft, setDraft] = useState<SeriesDraft>(() => newSeriesDraft(startDate));
  // Until the host picks how it repeats, the weekday and day follow the start date they type.
  const shown = draft.kind === 'none' ? { ...newSeriesDraft(startDate), kind: draft.kind } : draft;
  const check = checkSeriesDraft(shown, startDate);
  return {
    /** The series this event is a date of already, or null. */
    series: event?.series ?? null,
    draft: shown,
    check,
    edit: setDraft,
    /** Whether the form has a repeat the host has not finished putting right. */
    hasProblems: Object.keys(check.errors).length > 0,
  };
}

export type SeriesDraftState = ReturnType<typeof useSeriesDraft>;
