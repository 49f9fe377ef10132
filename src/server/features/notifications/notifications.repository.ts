import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'type' | 'title' | 'message' | 'data'
>;

export async function insertNotification(db: Database, row: NewNotification): Promise<void> {
  await db.insert(notifications).values(row);
}

/** Many notifications in one statement (a facilitator's news, to each of their followers). */
export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** A person's notifications, newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks one of this person's notifications read; false when they have none with this id. */
export async function markRead(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** Deletes these of this person's notifications; false when none of them was theirs. */
export async function deleteNotifications(
  db: Database,
  userId: string,
  ids: string[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * Deletes the notifications of this type that carry this collaboration id, whoever has them;
 * answers whose they were.
 */
export async function deleteByCollaboration(
  db: Database,
  type: string,
  collaborationId: string,
): Promise<string[]> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.type, type),
        sql`${notifications.data} ->> 'collaboration_id' = ${collaborationId}`,
      ),
    )
    .returning({ userId: notifications.userId });
  return rows.map((row) => row.userId);
}
