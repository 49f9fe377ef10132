import type { MoveDirection } from '../../../shared/catalogues/catalogue-schemas';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit, type AuditRecord } from '../../lib/audit-log';
import type { SignedInViewer } from '../../lib/viewer';
import { lockCatalogue, type CatalogueLock } from './catalogues.repository';
import { isUniqueViolation } from '../../db/pg-errors';

/**
 * What the catalogues need of the events feature, handed in by composition/: how many events use each
 * category and tag, and moving events when one is renamed or merged (in the transaction of the
 * change). `changed` clears the public answers that show the catalogues (ADR 7).
 */
export type CatalogueLinks = {
  eventsPerCategory: (db: Database) => Promise<Map<number, number>>;
  eventsPerTag: (db: Database) => Promise<Map<number, number>>;
  countEventsFiledUnder: (db: Database, category: { id: number; name: string }) => Promise<number>;
  countEventsTagged: (db: Database, tagId: number) => Promise<number>;
  refileEvents: (
    tx: Database,
    from: { id: number; name: string },
    to: { id: number; name: string },
  ) => Promise<number>;
  retagEvents: (tx: Database, fromId: number, toId: number) => Promise<number>;
  changed: () => void;
};

/** The audit row to write for a change; null when the change turned out to change nothing. */
export type Audit = (record: AuditRecord) => Promise<void>;

/**
 * Runs one change to a catalogue: under that catalogue's lock, in one transaction with its
 * audit row (`audit`); the public answers are cleared once it is saved.
 */
export async function changeCatalogue<T>(
  db: Database,
  links: Pick<CatalogueLinks, 'changed'>,
  viewer: SignedInViewer,
  which: CatalogueLock,
  work: (tx: Database, audit: Audit) => Promise<T>,
): Promise<T> {
  let changed = false;
  const result = await inTransaction(db, async (tx) => {
    await lockCatalogue(tx, which);
    return work(tx, async (record) => {
      changed = true;
      await writeAudit(tx, auditActor(viewer), record);
    });
  }).catch(rethrowTakenName);
  if (changed) links.changed();
  return result;
}

/** Two names the same but for case: the unique indexes (lower(name)) refuse what slips past. */
function rethrowTakenName(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError('CONFLICT', 'That name is already taken. Choose another.', {
      fieldErrors: { name: ['That name is already taken. Choose another.'] },
    });
  throw error;
}

/** A 409 for a name already in use, said under the name field too. */
export function nameTaken(message: string): AppError {
  return new AppError('CONFLICT', message, { fieldErrors: { name: [message] } });
}

/**
 * The rows in their new order once `id` has moved one place `direction`; null when it cannot
 * (already first or last, or not in the list).
 */
export function movedOrder<T extends { id: number }>(
  rows: T[],
  id: number,
  direction: MoveDirection,
): { order: T[]; from: number; to: number } | null {
  const from = rows.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= rows.length) return null;
  const order = [...rows];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { order, from, to };
}

/** Writes positions 1, 2, 3… as `sortOrder`, touching only the rows whose number changes. */
export async function renumber<T extends { id: number; sortOrder: number }>(
  order: T[],
  update: (id: number, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  for (const [index, row] of order.entries())
    if (row.sortOrder !== index + 1) await update(row.id, index + 1);
}

/** "1 event", "3 events". */
export const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;
