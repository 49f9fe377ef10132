import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminAuditLog, type AdminAuditRow } from '../db/schema/audit-log';

export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export async function insertAuditRow(tx: Database, row: NewAuditRow): Promise<void> {
  await tx.insert(adminAuditLog).values(row);
}

export type AuditFilter = {
  /** Part of the actor's name or e-mail (any letter case). */
  actor?: string;
  action?: string;
  targetType?: string;
  /** Rows written at or after this instant, and before `until`. */
  since?: Date;
  until?: Date;
  /** Rows older than this id (the last row of the page before). */
  beforeId?: number;
  limit: number;
};

/** The newest rows first, by id (the order they were written in), one page after `beforeId`. */
export async function findAuditRows(db: Database, f: AuditFilter): Promise<AdminAuditRow[]> {
  const pattern = f.actor ? `%${f.actor.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        pattern
          ? or(ilike(adminAuditLog.actorName, pattern), ilike(adminAuditLog.actorEmail, pattern))
          : undefined,
        f.action ? eq(adminAuditLog.action, f.action) : undefined,
        f.targetType ? eq(adminAuditLog.targetType, f.targetType) : undefined,
        f.since ? gte(adminAuditLog.createdAt, f.since) : undefined,
        f.until ? lt(adminAuditLog.createdAt, f.until) : undefined,
        f.beforeId !== undefined ? lt(adminAuditLog.id, f.beforeId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(f.limit);
}
