import type {
  AdminCategory,
  MergeResult,
  MoveDirection,
} from '../../../shared/catalogues/catalogue-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/audit-log';
import {
  categoryNameTaken,
  deleteCategory,
  findCategories,
  findCategory,
  insertCategory,
  updateCategory,
  type CategoryRow,
} from './catalogues.repository';
import {
  alreadyExists,
  changeCatalogue,
  mergedInto,
  mergePair,
  moveEntry,
  refuseSelfMerge,
  stillInUse,
  type CatalogueChanger,
  type CatalogueLinks,
} from './catalogues.service';

const notFound = () => new AppError('NOT_FOUND', 'Category not found');
const taken = (name: string) => alreadyExists('category', name);

const target = (row: CategoryRow) => ({
  type: 'category' as const,
  id: String(row.id),
  label: row.name,
});

/** Where a category is in the public order, counted from 1. */
async function positionOf(db: Database, id: number): Promise<number> {
  return (await findCategories(db)).findIndex((row) => row.id === id) + 1;
}

/** Every category in its public order, each with how many events use it. */
export async function listCategories(
  db: Database,
  links: Pick<CatalogueLinks, 'eventsPerCategory'>,
): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([findCategories(db), links.eventsPerCategory(db)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: row.color,
    sortOrder: row.sortOrder,
    eventCount: counts.get(row.id) ?? 0,
  }));
}

export async function createCategory(
  { db, links, viewer }: CatalogueChanger,
  input: { name: string; color: string },
): Promise<AdminCategory> {
  return changeCatalogue(db, links, viewer, 'categories', async (tx, audit) => {
    if (await categoryNameTaken(tx, input.name)) throw taken(input.name);
    const row = await insertCategory(tx, input);
    await audit({
      action: 'category.created',
      target: target(row),
      before: null,
      after: { name: row.name, color: row.color, position: await positionOf(tx, row.id) },
    });
    return { ...row, eventCount: 0 };
  });
}

/**
 * Renames or recolours a category. A new name is written into every event filed under it too
 * (events keep their categories' names, spec 01 §3), in the same transaction.
 */
export async function editCategory(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  input: { name: string; color: string },
): Promise<AdminCategory> {
  return changeCatalogue(db, links, viewer, 'categories', async (tx, audit) => {
    const before = await findCategory(tx, id);
    if (!before) throw notFound();
    if (await categoryNameTaken(tx, input.name, id)) throw taken(input.name);
    const after = (await updateCategory(tx, id, input))!;
    const renamedEvents =
      after.name !== before.name
        ? await links.refileEvents(tx, before, { id, name: after.name })
        : 0;
    const diff = changedFields(
      { name: before.name, color: before.color },
      { name: after.name, color: after.color },
    );
    if (Object.keys(diff.after).length > 0)
      await audit({
        action: 'category.edited',
        target: target(after),
        before: diff.before,
        after: after.name !== before.name ? { ...diff.after, renamedEvents } : diff.after,
      });
    return { ...after, eventCount: await links.countEventsFiledUnder(tx, after) };
  });
}

/** Moves a category one place up or down the public order; at either end, nothing changes. */
export async function moveCategory(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  direction: MoveDirection,
): Promise<AdminCategory[]> {
  await changeCatalogue(db, links, viewer, 'categories', async (tx, audit) => {
    const rows = await findCategories(tx);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    await moveEntry(audit, 'category.moved', target(row), rows, id, direction, (rowId, sortOrder) =>
      updateCategory(tx, rowId, { sortOrder }),
    );
  });
  return listCategories(db, links);
}

/**
 * Merges a category into another: every event that named it names the other instead (in all
 * four category columns, each once), then it is deleted. One transaction, one audit row.
 */
export async function mergeCategory(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  intoId: number,
): Promise<MergeResult> {
  refuseSelfMerge('category', id, intoId);
  return changeCatalogue(db, links, viewer, 'categories', async (tx, audit) => {
    const find = (rowId: number) => findCategory(tx, rowId);
    const { from, into } = await mergePair('category', find, notFound, id, intoId);
    const position = await positionOf(tx, id);
    const movedEvents = await links.refileEvents(tx, from, into);
    await deleteCategory(tx, id);
    await audit({
      action: 'category.merged',
      target: target(from),
      before: { name: from.name, color: from.color, position },
      after: mergedInto(into, movedEvents),
    });
    return { movedEvents };
  });
}

/** Deletes a category no event uses; one in use is refused (merge it instead). */
export async function removeCategory(
  { db, links, viewer }: CatalogueChanger,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'categories', async (tx, audit) => {
    const row = await findCategory(tx, id);
    if (!row) throw notFound();
    const used = await links.countEventsFiledUnder(tx, row);
    if (used > 0) throw stillInUse('category', row.name, used);
    const position = await positionOf(tx, id);
    await deleteCategory(tx, id);
    await audit({
      action: 'category.deleted',
      target: target(row),
      before: { name: row.name, color: row.color, position },
      after: null,
    });
  });
}
