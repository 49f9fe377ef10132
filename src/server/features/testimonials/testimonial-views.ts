import { eventPath } from '../../../shared/events/event-slug';
import type { OwnTestimonial, Testimonial } from '../../../shared/testimonials/testimonial-schemas';
import type { ShownTestimonialRow, TestimonialRow } from './testimonials.repository';

/** How the API shows testimonials: to their writer, and on a space to whoever looks. */

const replyOf = (row: TestimonialRow) =>
  row.replyBody !== null && row.repliedAt
    ? { body: row.replyBody, createdAt: row.repliedAt.toISOString() }
    : null;

export function toOwnTestimonial(row: TestimonialRow): OwnTestimonial {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reply: replyOf(row),
    hidden:
      row.hiddenAt && row.hiddenReason !== null
        ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() }
        : null,
  };
}

/** `viewerId`: who is looking (null signed out), for what they may do with it. */
export function toTestimonial(shown: ShownTestimonialRow, viewerId: string | null): Testimonial {
  const { row } = shown;
  const isOwn = viewerId === row.authorId;
  return {
    id: row.id,
    authorFirstName: shown.authorFirstName.trim() || 'A guest',
    event: {
      id: row.eventId,
      title: shown.eventTitle,
      path: eventPath({ id: row.eventId, title: shown.eventTitle }),
    },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reply: replyOf(row),
    isOwn,
    canReply: viewerId === row.facilitatorId && row.replyBody === null,
    canReport: viewerId !== null && !isOwn,
  };
}
