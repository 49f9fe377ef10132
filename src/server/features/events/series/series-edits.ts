import { sql } from 'drizzle-orm';
import type { EditScope, ParsedEventInput } from '../../../../shared/events/event-schemas';
import {
  addLondonDays,
  londonDaysBetween,
  londonInstant,
} from '../../../../shared/events/london-dates';
import { londonWallClock } from '../../../../shared/series/series-wall-clock';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { AppError } from '../../../lib/app-error';
import type { EventRow, NewEventRow } from '../event-rows';
import { updateEvent } from '../events.repository';
import { comingDatesOf, setSeriesTimes } from './series.repository';
import { SHARED_COLUMNS } from './series.service';

/**
 * Editing a date of a series "this and following" or "all dates" (issue 23): the edit's content
 * and its new wall-clock times go to the later (or every) date not yet started, each at its own
 * date, and the series keeps the new times for the dates the daily extension makes later. Dates
 * that have started are history and never change.
 */

/** What a save with `scope` changes beside the date itself: its content and times. */
const CONTENT_COLUMNS = SHARED_COLUMNS.filter(
  (column) => column !== 'userId' && column !== 'isDraft',
);

/**
 * Refuses a scope that cannot apply, before anything is written: "this and following" from a
 * date that has started (the later dates would follow a date that is history), and moving the
 * date itself with the others (a date moves alone; the others keep theirs).
 */
export function checkScope(
  scope: EditScope,
  existing: EventRow,
  input: ParsedEventInput,
  now: Date,
): void {
  if (scope === 'this' || !existing.seriesId) return;
  if (scope === 'following' && new Date(existing.startsAt) <= now)
    throw new AppError(
      'CONFLICT',
      'This date has started, so “this and following dates” cannot start from it: edit this date only, or all dates.',
    );
  if (input.startDate !== existing.startDate) {
    const message = 'To move one date, edit this date only.';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { startDate: [message] } });
  }
}

/** A date's new times: the edit's London wall-clock times at the date's own day. */
function timesAt(date: string, input: ParsedEventInput, endDayOffset: number) {
  // A time the clocks skip that night is held an hour later, as the series' dates are made.
  const startTime = londonWallClock(date, input.startTime).time;
  const endDate = addLondonDays(date, endDayOffset);
  const endTime = londonWallClock(endDate, input.endTime).time;
  return {
    startTime,
    endDate,
    endTime,
    startsAt: londonInstant(date, startTime),
    endsAt: londonInstant(endDate, endTime),
  };
}

/**
 * In the saving transaction, after `saved` (the edited date) is written: the other dates the
 * scope reaches take its content and the edit's times, each raising its SEQUENCE, and the
 * series its times. Answers each changed date as it was and as it is now.
 */
export async function saveOtherDates(
  tx: Database,
  scope: EditScope,
  saved: EventRow,
  input: ParsedEventInput,
  now: Date,
): Promise<Array<{ before: EventRow; after: EventRow }>> {
  if (scope === 'this' || !saved.seriesId) return [];
  const endDayOffset = londonDaysBetween(input.startDate, input.endDate);
  await setSeriesTimes(tx, saved.seriesId, {
    startTime: input.startTime,
    endTime: input.endTime,
    endDayOffset,
  });
  const dates = await comingDatesOf(tx, saved.seriesId, {
    now,
    except: saved.id,
    after: scope === 'following' ? (saved.seriesDate ?? saved.startDate) : undefined,
  });
  const content: Partial<NewEventRow> = {};
  for (const column of CONTENT_COLUMNS) Object.assign(content, { [column]: saved[column] });
  const changed: Array<{ before: EventRow; after: EventRow }> = [];
  for (const date of dates) {
    const after = await updateEvent(tx, date.id, {
      ...content,
      ...timesAt(date.startDate, input, endDayOffset),
      sequence: sql`${events.sequence} + 1`,
    });
    if (after) changed.push({ before: date, after });
  }
  return changed;
}
