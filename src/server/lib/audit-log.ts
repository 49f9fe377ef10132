import { PgTransaction } from 'drizzle-orm/pg-core';
import type {
  AuditAction,
  AuditPage,
  AuditQuery,
  AuditTargetType,
} from '../../shared/audit-log-schemas';
import { addLondonDays, londonInstant } from '../../shared/events/london-dates';
import type { Database } from '../db/client';
import { findAuditRows, insertAuditRow } from './audit-log.repository';
import { keysetPage } from './keyset-cursor';
import type { SignedInViewer } from './viewer';

/**
 * Who did it: their id, and their name and e-mail as they were then. An operator at the server's
 * command line (`npm run admin`) has no account: no id, and a name that says where it came from.
 */
export type AuditActor = { userId: string | null; name: string; email: string };

export function auditActor(viewer: SignedInViewer): AuditActor {
  const { firstName, lastName } = viewer.profile;
  return {
    userId: viewer.userId,
    name: `${firstName} ${lastName}`.trim(),
    email: viewer.email,
  };
}

export type AuditRecord = {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  /** The fields the action changes, as they were (null: the target did not exist). */
  before: Record<string, unknown> | null;
  /** …and as they became (null: the target is gone). */
  after: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Writes one row of the admin audit log. `tx` must be the transaction that makes the change:
 * if the change rolls back, so does its row, and if the row cannot be written, the change fails
 * with it. A handle outside a transaction is refused, so a change cannot be logged apart from it.
 */
export async function writeAudit(
  tx: Database,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  if (!((tx as unknown) instanceof PgTransaction))
    throw new Error('writeAudit needs the transaction that makes the change');
  await insertAuditRow(tx, {
    actorId: actor.userId,
    actorName: actor.name,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
    reason: record.reason ?? null,
  });
}

/** Only the fields whose values differ, on each side: what an edit actually changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first, filtered; `from` and `to` are London days, both included. */
export async function listAudit(db: Database, q: AuditQuery): Promise<AuditPage> {
  const rows = await findAuditRows(db, {
    actor: q.actor || undefined,
    action: q.action,
    targetType: q.targetType,
    since: q.from ? londonInstant(q.from, '00:00') : undefined,
    until: q.to ? londonInstant(addLondonDays(q.to, 1), '00:00') : undefined,
    beforeId: q.cursor ? Number(q.cursor) : undefined,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const { page, nextCursor } = keysetPage(rows, AUDIT_PAGE_SIZE, (last) => String(last.id));
  return {
    entries: page.map((row) => ({
      id: String(row.id),
      actorId: row.actorId,
      actorName: row.actorName,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      before: (row.before as Record<string, unknown> | null) ?? null,
      after: (row.after as Record<string, unknown> | null) ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
