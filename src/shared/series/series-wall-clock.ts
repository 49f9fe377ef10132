import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LONDON, londonInstant } from '../events/london-dates';

/**
 * The London time a series' date is held at. A time the clocks skip (01:30 on the night they go
 * forward) is held an hour later, at 02:30, as RFC 5545 reads a nonexistent local time; `moved`
 * says so, for the form to tell the host.
 */
export function londonWallClock(date: string, time: string): { time: string; moved: boolean } {
  const held = format(new TZDate(londonInstant(date, time), LONDON), 'HH:mm');
  return { time: held, moved: held !== time };
}

/** The dates among `dates` whose time the clocks skip, with the time each is held at. */
export function movedByClockChange(
  dates: string[],
  time: string,
): { date: string; time: string }[] {
  return dates.flatMap((date) => {
    const held = londonWallClock(date, time);
    return held.moved ? [{ date, time: held.time }] : [];
  });
}
