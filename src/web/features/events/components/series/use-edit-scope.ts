import { useState } from 'react';
import type { EditScope, EventDetail, ParsedEventInput } from '@shared/events/event-schemas';

/** A save held while its host chooses which dates of the series it changes. */
type HeldSave = { values: ParsedEventInput; publish: boolean };

/**
 * Saving a date of a series asks first which of its dates change (issue 23); a one-off saves at
 * once. Holds the save while the question is open, and says what the dialog may offer.
 */
export function useEditScope(event: EventDetail | undefined) {
  const [held, setHeld] = useState<HeldSave | null>(null);
  return {
    /** Whether a save of this event asks which dates it changes. */
    asks: Boolean(event?.series),
    open: held !== null,
    started: event !== undefined && new Date(event.startsAt) <= new Date(),
    moved: held !== null && event !== undefined && held.values.startDate !== event.startDate,
    hold: (values: ParsedEventInput, publish: boolean) => setHeld({ values, publish }),
    /** The held save, with the scope chosen for it; the question closes. */
    take: (scope: EditScope) => {
      setHeld(null);
      return held && { ...held, scope };
    },
    close: () => setHeld(null),
  };
}
