import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './auth';

/** Spec 01 §3 "notifications": what a signed-in person is told, newest first. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    // For an invitation: event_id, collaboration_id, role and inviter_id, all text (spec 01 §3).
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
