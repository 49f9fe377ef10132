import { eventRestoredMessage, eventUnpublishedMessage } from '../../../shared/moderation-schemas';
import { testimonialHiddenMessage } from '../../../shared/testimonials/testimonial-rules';
import { mailBody, type MailBlock } from '../../lib/mail-body';
import type { Mail } from '../../lib/mailer';

function mail(
  to: { email: string; firstName: string },
  subject: string,
  blocks: MailBlock[],
): Mail {
  return { to: to.email, subject, ...mailBody({ hello: to.firstName, blocks }) };
}

/**
 * Tells a host the Kindred team unpublished their event, and why. Always sent: it is about their
 * account's standing, which no e-mail setting switches off.
 */
export function eventUnpublishedMail(
  to: { email: string; firstName: string },
  event: { title: string; reason: string },
  urls: { dashboard: string; contact: string },
): Mail {
  return mail(to, `Your event “${event.title}” was unpublished`, [
    eventUnpublishedMessage(event.title, event.reason),
    'The event is now a draft that only you and its co-hosts can see. You can still edit it; it can be published again once the Kindred team restores it.',
    { before: 'If you think this is a mistake, please ', label: 'tell us', url: urls.contact },
    { label: 'See your events', url: urls.dashboard },
  ]);
}

/** Tells a host the Kindred team restored their event: they may publish it again. */
export function eventRestoredMail(
  to: { email: string; firstName: string },
  event: { title: string },
  dashboardUrl: string,
): Mail {
  return mail(to, `Your event “${event.title}” was restored`, [
    eventRestoredMessage(event.title),
    'It is still a draft until you publish it.',
    { label: 'See your events', url: dashboardUrl },
  ]);
}

/** Tells a guest the Kindred team hid their testimonial, and why. Always sent, like the above. */
export function testimonialHiddenMail(
  to: { email: string; firstName: string },
  testimonial: { eventTitle: string; reason: string },
  contactUrl: string,
): Mail {
  return mail(to, 'Your testimonial was hidden', [
    testimonialHiddenMessage(testimonial.eventTitle, testimonial.reason),
    'It no longer shows on the facilitator’s space. You can still see it, edit it or delete it on the event’s page.',
    { before: 'If you think this is a mistake, please ', label: 'tell us', url: contactUrl },
  ]);
}
