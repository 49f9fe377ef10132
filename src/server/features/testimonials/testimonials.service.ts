import { isUuid } from '../../../shared/ids';
import type {
  OwnTestimonial,
  Testimonial,
  TestimonialState,
  TestimonialsPage,
} from '../../../shared/testimonials/testimonial-schemas';
import {
  TESTIMONIAL_REFUSALS,
  TESTIMONIALS_PAGE_SIZE,
} from '../../../shared/testimonials/testimonial-rules';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readOncePerPage } from '../../lib/page-reads';
import {
  encodeCursor,
  expiredCursor,
  keysetPage,
  newestFirstCursor,
} from '../../lib/keyset-cursor';
import type { SignedInViewer } from '../../lib/viewer';
import { refusalFor, writableUntil } from './testimonial-standing';
import { toOwnTestimonial, toTestimonial } from './testimonial-views';
import {
  countAttendees,
  countShownTestimonials,
  deleteOwnTestimonial,
  findGuestStanding,
  findOwnTestimonial,
  findShownTestimonial,
  findSpaceOwner,
  findSpaceTestimonials,
  findTestimonial,
  insertTestimonial,
  setReply,
  updateTestimonialBody,
  type GuestStanding,
} from './testimonials.repository';

/** Testimonials from real guests (issue 25): written, edited and replied to. */

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
export const testimonialNotFound = () =>
  new AppError('NOT_FOUND', 'We could not find that testimonial. It may have been removed.');

async function standingOrExplain(db: Database, eventId: string, userId: string) {
  const standing = isUuid(eventId) ? await findGuestStanding(db, eventId, userId) : undefined;
  if (!standing) throw eventNotFound();
  return standing;
}

const facilitatorOf = (standing: GuestStanding) => ({
  name: standing.facilitatorName,
  path: standing.handle
    ? `/@${standing.handle}`
    : standing.spaceId
      ? `/facilitator/${standing.spaceId}`
      : null,
});

/** What the signed-in person may do about a testimonial for this event, and the one they wrote. */
export async function testimonialState(
  db: Database,
  viewer: SignedInViewer,
  eventId: string,
): Promise<TestimonialState> {
  const standing = await standingOrExplain(db, eventId, viewer.userId);
  const own = await findOwnTestimonial(db, standing.eventId, viewer.userId);
  const refusal = own ? 'written' : refusalFor(standing, viewer.userId);
  const isGuest = refusal !== 'host' && refusal !== 'cohost' && refusal !== 'notGuest';
  return {
    canWrite: refusal === null,
    refusal,
    writableUntil: isGuest && refusal !== 'cancelled' ? writableUntil(standing) : null,
    facilitator: facilitatorOf(standing),
    testimonial: own ? toOwnTestimonial(own) : null,
  };
}

/**
 * A guest's testimonial for an event's facilitator: refused, with the words the event page
 * shows, to anyone not entitled; a second one is refused by the database's unique constraint,
 * however close together the two requests come.
 */
export async function writeTestimonial(
  db: Database,
  viewer: SignedInViewer,
  eventId: string,
  body: string,
): Promise<OwnTestimonial> {
  const standing = await standingOrExplain(db, eventId, viewer.userId);
  const refusal = refusalFor(standing, viewer.userId);
  if (refusal) throw new AppError('FORBIDDEN', TESTIMONIAL_REFUSALS[refusal]);
  const kept = await insertTestimonial(db, {
    eventId: standing.eventId,
    authorId: viewer.userId,
    facilitatorId: standing.hostId,
    body,
  });
  if (!kept) throw new AppError('CONFLICT', TESTIMONIAL_REFUSALS.written);
  return toOwnTestimonial(kept);
}

/** Its writer changes the words (a hidden one stays hidden). */
export async function editTestimonial(
  db: Database,
  viewer: SignedInViewer,
  id: string,
  body: string,
): Promise<OwnTestimonial> {
  const row = await updateTestimonialBody(db, id, viewer.userId, body);
  if (!row) throw await notYours(db, id);
  return toOwnTestimonial(row);
}

export async function deleteTestimonial(
  db: Database,
  viewer: SignedInViewer,
  id: string,
): Promise<void> {
  if (!(await deleteOwnTestimonial(db, id, viewer.userId))) throw await notYours(db, id);
}

/** Someone else's testimonial is theirs to change: 403; one that does not exist: 404. */
async function notYours(db: Database, id: string) {
  return (await findTestimonial(db, id))
    ? new AppError('FORBIDDEN', 'Only its writer can change or delete a testimonial.')
    : testimonialNotFound();
}

/** The facilitator's one reply to a testimonial on their space. */
export async function replyToTestimonial(
  db: Database,
  viewer: SignedInViewer,
  id: string,
  body: string,
): Promise<Testimonial> {
  const replied = await setReply(db, id, viewer.userId, body);
  if (!replied) {
    const row = await findTestimonial(db, id);
    if (!row || row.hiddenAt) throw testimonialNotFound();
    if (row.facilitatorId !== viewer.userId)
      throw new AppError('FORBIDDEN', 'Only the facilitator it was written for can reply to it.');
    throw new AppError('CONFLICT', 'You have already replied to this testimonial.');
  }
  const shown = await findShownTestimonial(db, id);
  if (!shown) throw testimonialNotFound();
  return toTestimonial(shown, viewer.userId);
}

/** A space's testimonials, newest first, a page at a time, with their count. */
export async function spaceTestimonials(
  db: Database,
  viewerId: string | null,
  spaceId: string,
  cursor: string | undefined,
): Promise<TestimonialsPage> {
  const owner = isUuid(spaceId) ? await findSpaceOwner(db, spaceId) : undefined;
  if (!owner) throw new AppError('NOT_FOUND', 'Space not found');
  const after = newestFirstCursor(cursor, () => expiredCursor('testimonials'));
  const [rows, total] = await Promise.all([
    findSpaceTestimonials(db, owner.userId, after, TESTIMONIALS_PAGE_SIZE + 1),
    shownCount(db, owner.userId),
  ]);
  const { page, nextCursor } = keysetPage(rows, TESTIMONIALS_PAGE_SIZE, (last) =>
    encodeCursor([last.sortValue, last.row.id]),
  );
  return { testimonials: page.map((row) => toTestimonial(row, viewerId)), total, nextCursor };
}

/** A space's figures from its guests: who came (checked in), and the testimonials it shows. */
export async function guestFigures(db: Database, facilitatorId: string) {
  const [attendees, testimonials] = await Promise.all([
    countAttendees(db, facilitatorId),
    shownCount(db, facilitatorId),
  ]);
  return { attendees, testimonials };
}

/** The count a space's page shows twice (its figures, its list): read once (lib/page-reads). */
const shownCount = (db: Database, facilitatorId: string) =>
  readOncePerPage(`testimonials-shown:${facilitatorId}`, () =>
    countShownTestimonials(db, facilitatorId),
  );
