import type { MoveDirection } from '../../../shared/catalogues/catalogue-schemas';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit, type AuditRecord } from '../../lib/audit-log';
import type { AuditAction } from '../../../shared/audit-log-schemas';
import type { SignedInViewer } from '../../lib/viewer';
import { lockCatalogue, type CatalogueLock } from './catalogues.repository';
import { isUniqueViolation } from '../../db/pg-errors';

/**
 * What the catalogues need of the events feature, handed in by composition/: how many events use each
 * category, tag and fact, moving events when one is renamed or merged, and taking a deleted fact
 * off events and spaces (in the transaction of the change). `changed` clears the public answers
 * that show the catalogues (ADR 7).
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
  eventsPerFact: (db: Database) => Promise<Map<number, number>>;
  countEventsWithFact: (db: Database, factId: number) => Promise<number>;
  dropFact: (tx: Database, factId: number) => Promise<{ events: number; spaces: number }>;
  changed: () => void;
};

/** Who changes a catalogue, and with what: the database, the links, and the super admin. */
export type CatalogueChanger<L = CatalogueLinks> = {
  db: Database;
  links: L;
  viewer: SignedInViewer;
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

/** "A tag called “x” already exists.", as a 409 under the name field. */
export const alreadyExists = (noun: string, name: string) =>
  nameTaken(`A ${noun} called “${name}” already exists.`);

/** The 409 for deleting an entry events still use: they must be merged away instead. */
export function stillInUse(noun: string, name: string, used: number): AppError {
  return new AppError(
    'CONFLICT',
    `“${name}” is used by ${events(used)}, so it cannot be deleted. Merge it into another ${noun} instead: its events move there.`,
  );
}

/** Refuses merging an entry into itself, said under the field that chose the other one. */
export function refuseSelfMerge(noun: string, id: number, intoId: number): void {
  const message = `Choose another ${noun} to merge it into.`;
  if (id === intoId)
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { intoId: [message] } });
}

/** The two entries of a merge: a 404 for the first, a 404 under `intoId` for the second. */
export async function mergePair<T>(
  noun: string,
  find: (id: number) => Promise<T | undefined>,
  notFound: () => AppError,
  id: number,
  intoId: number,
): Promise<{ from: T; into: T }> {
  const from = await find(id);
  if (!from) throw notFound();
  const into = await find(intoId);
  const message = `The ${noun} to merge into no longer exists.`;
  if (!into) throw new AppError('NOT_FOUND', message, { fieldErrors: { intoId: [message] } });
  return { from, into };
}

/** What a merge's audit row says it became: where the events went, and how many. */
export const mergedInto = (into: { id: number; name: string }, movedEvents: number) => ({
  mergedInto: { id: into.id, name: into.name },
  movedEvents,
});

/** Renames an entry and audits it, in a change's transaction; the same name changes nothing. */
export async function renameEntry<T extends { name: string }>(
  audit: Audit,
  action: AuditAction,
  before: T,
  name: string,
  save: () => Promise<T>,
  target: (row: T) => AuditRecord['target'],
): Promise<T> {
  if (before.name === name) return before;
  const after = await save();
  await audit({
    action,
    target: target(after),
    before: { name: before.name },
    after: { name: after.name },
  });
  return after;
}

/**
 * Moves an entry one place up or down its list and audits it, in a change's transaction; at
 * either end (or not in the list), nothing changes.
 */
export async function moveEntry<T extends { id: number; sortOrder: number }>(
  audit: Audit,
  action: AuditAction,
  target: AuditRecord['target'],
  rows: T[],
  id: number,
  direction: MoveDirection,
  save: (id: number, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  const moved = movedOrder(rows, id, direction);
  if (!moved) return;
  await renumber(moved.order, save);
  await audit({
    action,
    target,
    before: { position: moved.from + 1 },
    after: { position: moved.to + 1 },
  });
}

/**
 * The rows in their new order once `id` has moved one place `direction`; null when it cannot
 * (already first or last, or not in the list).
 */
function movedOrder<T extends { id: number }>(
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
async function renumber<T extends { id: number; sortOrder: number }>(
  order: T[],
  update: (id: number, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  for (const [index, row] of order.entries())
    if (row.sortOrder !== index + 1) await update(row.id, index + 1);
}

/** "1 event", "3 events". */
export const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;
