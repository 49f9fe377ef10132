import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every change a super admin makes: who, what, to what, when, the state before and after, and
 * the reason they gave. Written in the transaction of the change itself (lib/audit-log.ts), so
 * there is a row exactly when the change happened. Append-only: a trigger (migration 0014)
 * refuses every UPDATE, DELETE and TRUNCATE, except the one update a foreign key makes when an
 * actor's account is deleted: `actor_id` becomes null, and the name and e-mail copied here when
 * the row was written still say who it was.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** `person.suspended`, `banner.created`, … (src/shared/admin/audit-schemas.ts). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called when it changed (a person's name and e-mail, a banner's text). */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads newest first by id; these serve its filters.
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_action_idx').on(t.action, t.id),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
