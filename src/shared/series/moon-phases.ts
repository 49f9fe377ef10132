import { TZDate } from '@date-fns/tz';
import { SearchMoonPhase } from 'astronomy-engine';
import { format } from 'date-fns';
import { LONDON } from '../events/london-dates';
import type { MoonPhase } from './series-rules';

/** The Moon's ecliptic longitude from the Sun's at each phase (astronomy-engine's definition). */
const PHASE_LONGITUDE: Record<MoonPhase, number> = { new: 0, full: 180 };
/** A lunation is 29.2 to 29.9 days: a search this long always finds the next phase. */
const SEARCH_DAYS = 35;
const DAY_MS = 86_400_000;

/** The instant London's day `date` (yyyy-MM-dd) begins. */
function londonMidnight(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, LONDON).getTime());
}

/**
 * The instants of a phase of the Moon from the start of London's day `from`, in order, until
 * `keepGoing` says stop (it is given each London date in turn, yyyy-MM-dd).
 */
export function moonPhaseDates(
  phase: MoonPhase,
  from: string,
  keepGoing: (date: string, instant: Date) => boolean,
): void {
  let cursor = londonMidnight(from);
  for (;;) {
    const found = SearchMoonPhase(PHASE_LONGITUDE[phase], cursor, SEARCH_DAYS);
    if (!found) return; // cannot happen within a lunation; stop rather than loop
    const date = format(new TZDate(found.date, LONDON), 'yyyy-MM-dd');
    if (!keepGoing(date, found.date)) return;
    // Phases of one kind are never less than 29 days apart: a day on cannot find this one again.
    cursor = new Date(found.date.getTime() + DAY_MS);
  }
}
