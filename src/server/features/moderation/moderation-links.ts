import { isUuid } from '../../../shared/ids';
import { isRealDate } from '../../../shared/input-rules';
import { type Database } from '../../db/client';
import type { events } from '../../db/schema/events';
import type { Mail, QueuedMail } from '../../lib/mailer';
import { type KeysetCursor } from './moderation.repository';
import { cursorParts, expiredCursor } from '../../lib/keyset-cursor';
import type { NotificationInput } from '../../lib/notification-input';

/** What moderating events and reports share: the links to other features, paging, names, and telling a host. */

export type EventRow = typeof events.$inferSelect;

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

// A timestamptz as PostgreSQL writes it as text (ISO style): 2026-05-01 10:00:00.123456+01.
export const INSTANT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const isInstant = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  return match !== null && isRealDate(match[1]!);
};

export function decodeKeyset(cursor: string | undefined): KeysetCursor | undefined {
  const parts = cursorParts(cursor, 2);
  if (!parts) return undefined;
  const [createdAt, id] = parts;
  if (!isInstant(createdAt) || typeof id !== 'string' || !isUuid(id)) throw expiredCursor();
  return { createdAt, id };
}

export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** What to tell a host once a moderation change has committed. */
export type HostNotice = { hostId: string; mail: Mail | null };

/** After the commit: the host's bell counts again, the lists forget the event, the mail goes. */
export async function tellHost(links: ModerationLinks, notice: HostNotice) {
  links.notificationsChanged(notice.hostId);
  links.changed();
  // Always sent (no e-mail setting covers it). The change has happened whatever the queue does.
  if (notice.mail)
    await links
      .queueMail(notice.mail)
      .catch((err: unknown) => links.warn(err, 'queueing a moderation e-mail failed'));
}
