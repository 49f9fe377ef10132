import { inTransaction, type Database } from '../../db/client';
import type { SignedInViewer } from '../../lib/viewer';
import type { OwnTestimonial } from '../../../shared/testimonials/testimonial-schemas';
import type { events } from '../../db/schema/events';
import type { Mail, QueuedMail } from '../../lib/mailer';
import type { NotificationInput } from '../../lib/notification-input';

/** What moderating events and reports share: the links to other features, paging, names, and telling a host. */

export type EventRow = typeof events.$inferSelect;

/** What moderating a testimonial needs to know of it (the testimonials feature tells). */
export type ModeratedTestimonial = {
  body: string;
  authorId: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  eventTitle: string;
  eventPath: string;
  view: OwnTestimonial;
};

/**
 * What moderation needs of other features, handed in by composition/: the events feature changes
 * events, the notifications feature keeps notifications. Each `tx` is the transaction the change
 * and its audit row are written in.
 */
export type ModerationLinks = {
  lockEvent: (tx: Database, id: string) => Promise<EventRow | undefined>;
  setEventModeration: (
    tx: Database,
    id: string,
    moderation: Pick<EventRow, 'moderatedAt' | 'moderatedBy' | 'moderationReason'> & {
      isDraft?: boolean;
    },
  ) => Promise<unknown>;
  /** A guest's testimonial (issue 25), its row locked in `tx` when `lock`; the testimonials feature's. */
  testimonial: (
    tx: Database,
    id: string,
    lock: boolean,
  ) => Promise<ModeratedTestimonial | undefined>;
  setTestimonialHidden: (
    tx: Database,
    id: string,
    hidden: { at: Date; by: string; reason: string } | null,
  ) => Promise<unknown>;
  /** Adds a notification inside the transaction; answers whose it is. */
  notify: (tx: Database, notification: NotificationInput) => Promise<string>;
  /** Once committed: this person's open streams count their notifications again. */
  notificationsChanged: (userId: string) => void;
  queueMail: (mail: QueuedMail) => Promise<void>;
  /** Public answers changed (an event left the lists). */
  changed: () => void;
  warn: (err: unknown, message: string) => void;
  publicUrl: string;
};

export const ADMIN_PAGE_SIZE = 25;

export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** What to tell a host once a moderation change has committed. */
export type HostNotice = { hostId: string; mail: Mail | null };

/**
 * After the commit: the person told (a host, a testimonial's writer) has their bell count again,
 * the lists forget what changed, the mail goes. A change that tells no one (`null`) still lets
 * the lists go.
 */
export async function tellHost(links: ModerationLinks, notice: HostNotice | null) {
  if (notice) links.notificationsChanged(notice.hostId);
  links.changed();
  // Always sent (no e-mail setting covers it). The change has happened whatever the queue does.
  if (notice?.mail)
    await links
      .queueMail(notice.mail)
      .catch((err: unknown) => links.warn(err, 'queueing a moderation e-mail failed'));
}

/** A super admin's change to one thing for a reason, made inside `tx`: whom to tell, if anyone. */
export type ModerationChange = (
  tx: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  reason: string,
) => Promise<HostNotice | null>;

/**
 * Makes a moderation change an action: its own transaction, the person it concerns told once it
 * is saved, and the thing as it now is for the answer (`answerOf`).
 */
export function moderationAction<Answer>(
  change: ModerationChange,
  answerOf: (db: Database, links: ModerationLinks, id: string) => Promise<Answer>,
) {
  return async (
    db: Database,
    links: ModerationLinks,
    viewer: SignedInViewer,
    id: string,
    reason: string,
  ): Promise<Answer> => {
    const notice = await inTransaction(db, (tx) => change(tx, links, viewer, id, reason));
    await tellHost(links, notice);
    return answerOf(db, links, id);
  };
}
