import { sql } from 'drizzle-orm';
import type { EventDetail } from '../../../shared/events/event-schemas';
import type { SeriesRule } from '../../../shared/series/series-rules';
import { inTransaction, type Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import type { EventGuests } from './event-guests';
import type { EventRow } from './event-rows';
import { deleteEvent, findEvent, lockEvent, updateEvent } from './events.repository';
import { checkOwner, detailFor, type CohostCheck } from './events.service';
import { comingDatesOf, endSeriesRule, findSeries } from './series/series.repository';
import { ALL_MADE } from './series/series.service';

/**
 * A host calls off one date of a series, or a one-off event, or ends a series after a date
 * (issue 23, ADR 34 "Cancelled dates"). A cancelled event keeps its page, saying so; its guests'
 * bookings are cancelled and paid back in full, and they are told.
 */

const notFound = () => new AppError('NOT_FOUND', 'Event not found');

/**
 * Marks an event cancelled (once) with the host's message for its page, a new version for
 * calendars; answers whether it was now.
 */
async function markCancelled(tx: Database, id: string, message: string): Promise<boolean> {
  const row = await lockEvent(tx, id);
  if (!row) throw notFound();
  if (row.cancelledAt) return false;
  await updateEvent(tx, id, {
    cancelledAt: new Date(),
    cancellationMessage: message,
    sequence: sql`${events.sequence} + 1`,
  });
  return true;
}

/**
 * The owner cancels an event that has not started, with an optional message to its guests.
 * Cancelling it again answers the same and changes nothing: a guest already told is not told
 * again (their booking is cancelled already), while one whose booking was left live by a failure
 * the first time is told now.
 */
export async function cancelEvent(
  db: Database,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  message: string,
  guests: Pick<EventGuests, 'cancelBookings'>,
): Promise<EventDetail> {
  const existing = await checkOwner(isCohost, viewer, await findEvent(db, id), 'cancel');
  if (!existing.cancelledAt && new Date(existing.startsAt) <= new Date())
    throw new AppError('CONFLICT', 'This event has started, so it can no longer be cancelled.');
  await inTransaction(db, (tx) => markCancelled(tx, id, message));
  await guests.cancelBookings(id, message);
  return detailFor(db, id, viewer, false);
}

/** `rule` ending on `date`: no skipped or added date after it. */
function ruleEndingOn(rule: SeriesRule, date: string): SeriesRule {
  return {
    ...rule,
    end: { kind: 'on', date },
    skipped: rule.skipped.filter((skipped) => skipped <= date),
    added: rule.added.filter((added) => added <= date),
  };
}

/**
 * The owner ends the series of date `id` after it: its rule ends on that date and no date is
 * made after it; of its later dates not yet started, those without bookings are deleted and
 * those with bookings cancelled (their guests told and paid back). Dates that have started are
 * history and stay. Ending it again finds nothing more to do.
 */
export async function endSeries(
  db: Database,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  message: string,
  guests: Pick<EventGuests, 'cancelBookings' | 'hasBookings'>,
): Promise<EventDetail> {
  const existing = await checkOwner(isCohost, viewer, await findEvent(db, id), 'end the series of');
  if (!existing.seriesId) throw new AppError('CONFLICT', 'This event is not a date of a series.');
  const seriesId = existing.seriesId;
  const lastDate = existing.seriesDate ?? existing.startDate;
  const cancelled = await inTransaction(db, async (tx) => {
    const series = await findSeries(tx, seriesId);
    if (!series) throw notFound();
    await endSeriesRule(tx, seriesId, ruleEndingOn(series.rule, lastDate), ALL_MADE);
    const later = await comingDatesOf(tx, seriesId, {
      now: new Date(),
      except: id,
      after: lastDate,
    });
    const kept: EventRow[] = [];
    for (const date of later) {
      if (await guests.hasBookings(tx, date.id)) {
        await markCancelled(tx, date.id, message);
        kept.push(date);
      } else await deleteEvent(tx, date.id);
    }
    return kept;
  });
  for (const date of cancelled) await guests.cancelBookings(date.id, message);
  return detailFor(db, id, viewer, false);
}
