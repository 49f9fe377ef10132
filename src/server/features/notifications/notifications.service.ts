import { isUuid } from '../../../shared/ids';
import {
  COHOST_INVITATION,
  type Notification,
  type NotificationList,
} from '../../../shared/notification-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import {
  countUnread,
  deleteAllNotifications,
  deleteByCollaboration,
  deleteNotifications,
  insertNotification,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';

/**
 * Whether an invitation is still pending and for this space. The co-hosts feature answers it;
 * `composition/` hands it in.
 */
export type InvitationCheck = (collaborationId: string, spaceId: string) => Promise<boolean>;

/**
 * What the service works with: the database, and `changed`, which tells everyone watching this
 * person's unread count live (their open streams, in any app process) to look again.
 */
export type NotificationStore = { db: Database; changed: (userId: string) => void };

const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

const INVITATION_FIELDS = ['event_id', 'collaboration_id', 'role', 'inviter_id'] as const;

/** Spec 01 §4, §5: an invitation that cannot be answered any more is not worth showing. */
async function isStale(
  row: NotificationRow,
  viewer: SignedInViewer,
  isPendingFor: InvitationCheck,
): Promise<boolean> {
  if (row.type !== COHOST_INVITATION) return false;
  const data = row.data as Record<string, unknown>;
  if (INVITATION_FIELDS.some((field) => typeof data[field] !== 'string')) return true;
  const collaborationId = data.collaboration_id as string;
  if (!viewer.spaceId || !isUuid(collaborationId)) return true;
  return !(await isPendingFor(collaborationId, viewer.spaceId));
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  data: row.data,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/** The viewer's newest notifications and their unread count; stale invitations go silently. */
export async function notificationsFor(
  { db, changed }: NotificationStore,
  isPendingFor: InvitationCheck,
  viewer: SignedInViewer,
  limit: number,
): Promise<NotificationList> {
  // Each round drops what it found stale, so the next lists only live ones; two rounds cover
  // all but a flood of stale invitations, which the next read tidies further.
  for (let round = 0; ; round++) {
    const rows = await listNotifications(db, viewer.userId, limit);
    const stale: string[] = [];
    for (const row of rows) if (await isStale(row, viewer, isPendingFor)) stale.push(row.id);
    if (stale.length > 0) {
      await deleteNotifications(db, viewer.userId, stale);
      changed(viewer.userId);
    }
    if (stale.length === 0 || round === 2) {
      const live = rows.filter((row) => !stale.includes(row.id));
      return {
        notifications: live.map(toNotification),
        unread: await countUnread(db, viewer.userId),
      };
    }
  }
}

/** The viewer's unread count alone: what their live stream sends. */
export function unreadCountFor({ db }: NotificationStore, userId: string): Promise<number> {
  return countUnread(db, userId);
}

/**
 * Makes `change` to the viewer's own notifications, then tells their open streams. A change that
 * answers false found no such notification of theirs: 404, and nobody is told.
 */
async function changeOwn(
  { db, changed }: NotificationStore,
  viewer: SignedInViewer,
  change: (db: Database, userId: string) => Promise<boolean | void>,
) {
  if ((await change(db, viewer.userId)) === false) throw notFound();
  changed(viewer.userId);
}

export const readNotification = (store: NotificationStore, viewer: SignedInViewer, id: string) =>
  changeOwn(store, viewer, (db, userId) => markRead(db, userId, id));

export const readAllNotifications = (store: NotificationStore, viewer: SignedInViewer) =>
  changeOwn(store, viewer, markAllRead);

export const removeNotification = (store: NotificationStore, viewer: SignedInViewer, id: string) =>
  changeOwn(store, viewer, (db, userId) => deleteNotifications(db, userId, [id]));

export const clearNotifications = (store: NotificationStore, viewer: SignedInViewer) =>
  changeOwn(store, viewer, deleteAllNotifications);

/** Tells someone something: what other features call, through `composition/`. */
export async function notify(
  { db, changed }: NotificationStore,
  notification: NewNotification,
): Promise<void> {
  await insertNotification(db, notification);
  changed(notification.userId);
}

/**
 * As `notify`, inside a caller's transaction (a notification that goes with a change, or not at
 * all): answers whose notifications changed, for the caller to signal once it has committed.
 */
export async function notifyQuietly(db: Database, notification: NewNotification): Promise<string> {
  await insertNotification(db, notification);
  return notification.userId;
}

/**
 * As `notifyQuietly`, for many people at once (a facilitator's news to their followers), in
 * statements of at most NOTIFY_BATCH rows: answers whose notifications changed.
 */
export async function notifyManyQuietly(
  db: Database,
  notifications: NewNotification[],
): Promise<string[]> {
  for (let i = 0; i < notifications.length; i += NOTIFY_BATCH)
    await insertNotifications(db, notifications.slice(i, i + NOTIFY_BATCH));
  return [...new Set(notifications.map((notification) => notification.userId))];
}

/** Rows per INSERT: five columns each keeps a statement well under PostgreSQL's 65,535 parameters. */
const NOTIFY_BATCH = 1000;

/** Removes the invitation notification of a collaboration (answered, withdrawn or removed). */
export async function forgetInvitation(
  { db, changed }: NotificationStore,
  collaborationId: string,
): Promise<void> {
  for (const userId of await forgetInvitationQuietly(db, collaborationId)) changed(userId);
}

/**
 * As `forgetInvitation`, inside a caller's transaction: answers whose notifications changed, for
 * the caller to signal once the transaction has committed (a stream told earlier would read the
 * old count).
 */
export async function forgetInvitationQuietly(
  db: Database,
  collaborationId: string,
): Promise<string[]> {
  return [...new Set(await deleteByCollaboration(db, COHOST_INVITATION, collaborationId))];
}
