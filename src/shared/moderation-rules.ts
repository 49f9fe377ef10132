/**
 * Reports and moderation: the reasons offered and the limits, kept free of zod so the report
 * link on public pages can use them without loading the schemas (moderation-schemas.ts adds them).
 */

import { keysOf } from './keys-of';

/** What can be reported: a guest's testimonial too (issue 25). */
export const REPORT_TARGET_TYPES = ['event', 'space', 'testimonial'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, as the report dialog offers it, in this order. */
export const REPORT_REASON_LABELS = {
  spam: 'Spam or scam',
  harmful: 'Harmful or unsafe',
  hateful: 'Hateful or harassing',
  misleading: 'Misleading information',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASONS = keysOf(REPORT_REASON_LABELS);

/** A report's note, a resolution's note and the reason an event is unpublished: at most this. */
export const MODERATION_TEXT_MAX = 1000;

export const REPORT_NOTE_REQUIRED = 'Tell us what is wrong, in a few words.';

/** Where a report stands: open until a super admin resolves or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A person may send this many reports an hour. */
export const REPORTS_PER_HOUR = 5;

export const EVENT_UNPUBLISHED_NOTIFICATION = 'event_unpublished';
export const EVENT_RESTORED_NOTIFICATION = 'event_restored';

/** What the host reads when the Kindred team unpublishes their event, in-app and by e-mail. */
export const eventUnpublishedMessage = (title: string, reason: string) =>
  `Your event “${title}” was unpublished by the Kindred team: ${reason}`;
export const eventRestoredMessage = (title: string) =>
  `Your event “${title}” was restored by the Kindred team. You can publish it again.`;
