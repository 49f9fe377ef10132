import {
  TESTIMONIAL_HIDDEN_NOTIFICATION,
  testimonialHiddenMessage,
} from '../../../shared/testimonials/testimonial-schemas';
import type { Database } from '../../db/client';
import { summarise } from '../../lib/head-tags';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../../lib/audit-log';
import { testimonialHiddenMail } from './moderation-mails';
import { findContact } from './moderation.repository';
import { moderationAction, type ModerationChange, type ModerationLinks } from './moderation-links';

/**
 * A super admin hides a guest's testimonial from its space, with a reason its writer reads in-app
 * and by e-mail (issue 25), or shows it again; each with its audit row.
 */

const testimonialNotFound = () =>
  new AppError('NOT_FOUND', 'We could not find that testimonial. It may have been removed.');

/** The audit log's name for a testimonial: its first words. */
const label = (body: string) => summarise(body, 60);

/** Hides it inside `tx`; answers what to tell its writer once committed. */
export const hideTestimonialIn: ModerationChange = async (tx, links, viewer, id, reason) => {
  const testimonial = await links.testimonial(tx, id, true);
  if (!testimonial) throw testimonialNotFound();
  if (testimonial.hiddenAt) throw new AppError('CONFLICT', 'This testimonial is already hidden.');
  await links.setTestimonialHidden(tx, id, { at: new Date(), by: viewer.userId, reason });
  await writeAudit(tx, auditActor(viewer), {
    action: 'testimonial.hidden',
    target: { type: 'testimonial', id, label: label(testimonial.body) },
    before: { hidden: false },
    after: { hidden: true },
    reason,
  });
  const eventTitle = testimonial.eventTitle;
  const writerId = await links.notify(tx, {
    userId: testimonial.authorId,
    type: TESTIMONIAL_HIDDEN_NOTIFICATION,
    title: 'Testimonial hidden',
    message: testimonialHiddenMessage(eventTitle, reason),
    data: { path: testimonial.eventPath },
  });
  const writer = await findContact(tx, testimonial.authorId);
  return {
    hostId: writerId,
    mail: writer
      ? testimonialHiddenMail(writer, { eventTitle, reason }, `${links.publicUrl}/contact`)
      : null,
  };
};

/** Shows it again inside `tx` (its writer is not told: nothing is asked of them). */
const restoreTestimonialIn: ModerationChange = async (tx, links, viewer, id, reason) => {
  const testimonial = await links.testimonial(tx, id, true);
  if (!testimonial) throw testimonialNotFound();
  if (!testimonial.hiddenAt) throw new AppError('CONFLICT', 'This testimonial is not hidden.');
  await links.setTestimonialHidden(tx, id, null);
  await writeAudit(tx, auditActor(viewer), {
    action: 'testimonial.restored',
    target: { type: 'testimonial', id, label: label(testimonial.body) },
    before: { hidden: true, reason: testimonial.hiddenReason },
    after: { hidden: false },
    reason,
  });
  return null;
};

/** A testimonial as its writer sees it, once a change to it is saved. */
async function testimonialNow(db: Database, links: ModerationLinks, id: string) {
  const now = await links.testimonial(db, id, false);
  if (!now) throw testimonialNotFound();
  return now.view;
}

export const hideTestimonial = moderationAction(hideTestimonialIn, testimonialNow);
export const restoreTestimonial = moderationAction(restoreTestimonialIn, testimonialNow);
