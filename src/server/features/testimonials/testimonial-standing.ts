import { addLondonDays, londonDate } from '../../../shared/events/london-dates';
import {
  TESTIMONIAL_WINDOW_DAYS,
  type TestimonialRefusal,
} from '../../../shared/testimonials/testimonial-rules';
import type { GuestStanding } from './testimonials.repository';

/**
 * Whether a person may write a testimonial for an event (issue 25), and why not: never its host
 * or a co-host; a guest whose place was checked in, or whose confirmed booking's event has ended;
 * not a guest whose booking was cancelled; for TESTIMONIAL_WINDOW_DAYS days after the event's
 * last day (London dates). One per guest and event is the database's rule, asked separately.
 */
export function refusalFor(
  standing: GuestStanding,
  userId: string,
  now: Date = new Date(),
): TestimonialRefusal | null {
  if (standing.hostId === userId) return 'host';
  if (standing.isCohost) return 'cohost';
  const isGuest = standing.checkedIn || standing.confirmed;
  if (!isGuest) return standing.cancelled ? 'cancelled' : 'notGuest';
  if (!standing.checkedIn && standing.endsAt > now) return 'notYet';
  if (londonDate(now) > writableUntil(standing)) return 'tooLate';
  return null;
}

/** The last London date a testimonial may be written for the event. */
export const writableUntil = (standing: Pick<GuestStanding, 'endDate'>) =>
  addLondonDays(standing.endDate, TESTIMONIAL_WINDOW_DAYS);
