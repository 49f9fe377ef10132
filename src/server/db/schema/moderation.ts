import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What signed-in people report about an event, a space or a testimonial, and what a super admin
 * did about it. `target_id` names one by `target_type`, so it has no foreign key: a report of
 * something deleted since stays in the queue, and says so. A reporter's account deleted keeps
 * their reports (the reporter becomes null); so does a resolver's.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: ['event', 'space', 'testimonial'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** One of REPORT_REASONS (src/shared/moderation-rules.ts). */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_reports_target_type_check',
      sql`${t.targetType} in ('event', 'space', 'testimonial')`,
    ),
    check('content_reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    // The queue, newest first by keyset: one status at a time, or all with the open ones first.
    index('content_reports_status_idx').on(t.status, t.createdAt, t.id),
    index('content_reports_queue_idx').on(sql`(${t.status} = 'open')`, t.createdAt, t.id),
    // One open report per reporter and target: a second one is refused by the database itself,
    // however close together the two requests come.
    uniqueIndex('content_reports_one_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // How many open reports an event has, for the super admin's list of events.
    index('content_reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export type ContentReportRow = typeof contentReports.$inferSelect;
