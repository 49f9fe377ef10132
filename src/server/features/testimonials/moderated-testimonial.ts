import { eventPath } from '../../../shared/events/event-slug';
import type { Database } from '../../db/client';
import { toOwnTestimonial } from './testimonial-views';
import { findTestimonialWithEvent, setHidden } from './testimonials.repository';

/**
 * The testimonial as moderation (a feature of its own, whose `ModeratedTestimonial` this
 * answers) needs it to hide or show it; `lock`: its row locked until `tx` ends.
 */
export async function moderatedTestimonial(tx: Database, id: string, lock: boolean) {
  const found = await findTestimonialWithEvent(tx, id, lock);
  if (!found) return undefined;
  const { row, eventTitle } = found;
  return {
    body: row.body,
    authorId: row.authorId,
    hiddenAt: row.hiddenAt,
    hiddenReason: row.hiddenReason,
    eventTitle,
    eventPath: eventPath({ id: row.eventId, title: eventTitle }),
    view: toOwnTestimonial(row),
  };
}

export const setTestimonialHidden = setHidden;
