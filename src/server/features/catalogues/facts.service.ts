import type { FactIcon, FactKind } from '../../../shared/events/event-facts';
import type { AdminFact, MoveDirection } from '../../../shared/catalogues/catalogue-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/audit-log';
import {
  deleteFact,
  factNameTaken,
  findFactRow,
  findFactRows,
  insertFact,
  updateFact,
  type FactRow,
} from './catalogues.repository';
import {
  alreadyExists,
  changeCatalogue,
  moveEntry,
  type CatalogueChanger,
  type CatalogueLinks,
} from './catalogues.service';

/**
 * What to expect at events (issue 25): the facts hosts mark events with, each of a kind and with
 * an icon. Unlike a category or a tag, a fact in use can be deleted: it is only a note on the
 * event, so it leaves every event and space that carries it, in the same transaction.
 */

const notFound = () => new AppError('NOT_FOUND', 'Fact not found');
const taken = (name: string) => alreadyExists('fact', name);

const target = (row: FactRow) => ({
  type: 'event_fact' as const,
  id: String(row.id),
  label: row.name,
});

/** The facts of one kind, in their order. */
const ofKind = (rows: FactRow[], kind: FactKind) => rows.filter((row) => row.kind === kind);

/** Where a fact is among those of its kind, counted from 1. */
async function positionOf(db: Database, row: FactRow): Promise<number> {
  return ofKind(await findFactRows(db), row.kind).findIndex((r) => r.id === row.id) + 1;
}

const toAdminFact = (row: FactRow, eventCount: number): AdminFact => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  icon: row.icon,
  sortOrder: row.sortOrder,
  eventCount,
});

/** Every fact by kind, then in its order, each with how many events carry it. */
export async function listFacts(
  db: Database,
  links: Pick<CatalogueLinks, 'eventsPerFact'>,
): Promise<AdminFact[]> {
  const [rows, counts] = await Promise.all([findFactRows(db), links.eventsPerFact(db)]);
  return rows.map((row) => toAdminFact(row, counts.get(row.id) ?? 0));
}

export async function createFact(
  { db, links, viewer }: CatalogueChanger,
  input: { kind: FactKind; name: string; icon: FactIcon },
): Promise<AdminFact> {
  return changeCatalogue(db, links, viewer, 'facts', async (tx, audit) => {
    if (await factNameTaken(tx, input.name)) throw taken(input.name);
    const row = await insertFact(tx, input);
    await audit({
      action: 'event_fact.created',
      target: target(row),
      before: null,
      after: {
        kind: row.kind,
        name: row.name,
        icon: row.icon,
        position: await positionOf(tx, row),
      },
    });
    return toAdminFact(row, 0);
  });
}

/** Renames a fact or changes its icon; events name it by id, so they show the change at once. */
export async function editFact(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  input: { name: string; icon: FactIcon },
): Promise<AdminFact> {
  return changeCatalogue(db, links, viewer, 'facts', async (tx, audit) => {
    const before = await findFactRow(tx, id);
    if (!before) throw notFound();
    if (await factNameTaken(tx, input.name, id)) throw taken(input.name);
    const after = await updateFact(tx, id, input);
    const diff = changedFields(
      { name: before.name, icon: before.icon },
      { name: after.name, icon: after.icon },
    );
    if (Object.keys(diff.after).length > 0)
      await audit({ action: 'event_fact.edited', target: target(after), ...diff });
    return toAdminFact(after, await links.countEventsWithFact(tx, id));
  });
}

/** Moves a fact one place up or down among those of its kind; at either end, nothing changes. */
export async function moveFact(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  direction: MoveDirection,
): Promise<AdminFact[]> {
  await changeCatalogue(db, links, viewer, 'facts', async (tx, audit) => {
    const row = await findFactRow(tx, id);
    if (!row) throw notFound();
    const rows = ofKind(await findFactRows(tx), row.kind);
    await moveEntry(
      audit,
      'event_fact.moved',
      target(row),
      rows,
      id,
      direction,
      (rowId, sortOrder) => updateFact(tx, rowId, { sortOrder }),
    );
  });
  return listFacts(db, links);
}

/** Deletes a fact, taking it off every event and space that carries it first. */
export async function removeFact(
  { db, links, viewer }: CatalogueChanger,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'facts', async (tx, audit) => {
    const row = await findFactRow(tx, id);
    if (!row) throw notFound();
    const position = await positionOf(tx, row);
    const carriedBy = await links.dropFact(tx, id);
    await deleteFact(tx, id);
    await audit({
      action: 'event_fact.deleted',
      target: target(row),
      before: { kind: row.kind, name: row.name, icon: row.icon, position, carriedBy },
      after: null,
    });
  });
}
