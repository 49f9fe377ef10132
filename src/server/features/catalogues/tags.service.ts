import type {
  AdminTag,
  AdminTagGroup,
  AdminTags,
  MergeResult,
} from '../../../shared/catalogues/catalogue-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/audit-log';
import {
  countTagsInGroup,
  deleteTag,
  deleteTagGroup,
  findTag,
  findTagGroup,
  findTagGroups,
  findTags,
  insertTag,
  insertTagGroup,
  renameTagGroup,
  tagGroupNameTaken,
  tagNameTaken,
  updateTag,
  type TagGroupRow,
  type TagRow,
} from './catalogues.repository';
import {
  alreadyExists,
  changeCatalogue,
  mergedInto,
  mergePair,
  refuseSelfMerge,
  renameEntry,
  stillInUse,
  type CatalogueChanger,
  type CatalogueLinks,
} from './catalogues.service';

const groupNotFound = () => new AppError('NOT_FOUND', 'Tag group not found');
const tagNotFound = () => new AppError('NOT_FOUND', 'Tag not found');
const noSuchGroup = () =>
  new AppError('VALIDATION_FAILED', 'That tag group no longer exists. Choose another.', {
    fieldErrors: { groupId: ['That tag group no longer exists. Choose another.'] },
  });

const groupTarget = (row: TagGroupRow) => ({
  type: 'tag_group' as const,
  id: String(row.id),
  label: row.name,
});
const tagTarget = (row: TagRow) => ({ type: 'tag' as const, id: String(row.id), label: row.name });

/** The tag groups by name, each with its tags by name and how many events carry each. */
export async function listTags(
  db: Database,
  links: Pick<CatalogueLinks, 'eventsPerTag'>,
): Promise<AdminTags> {
  const [groups, tags, counts] = await Promise.all([
    findTagGroups(db),
    findTags(db),
    links.eventsPerTag(db),
  ]);
  const toTag = (row: TagRow): AdminTag => ({
    id: row.id,
    name: row.name,
    groupId: row.tagGroupId,
    eventCount: counts.get(row.id) ?? 0,
  });
  return {
    groups: groups.map((group): AdminTagGroup => ({
      id: group.id,
      name: group.name,
      tags: tags.filter((tag) => tag.tagGroupId === group.id).map(toTag),
    })),
    ungrouped: tags.filter((tag) => tag.tagGroupId === null).map(toTag),
  };
}

export async function createTagGroup(
  { db, links, viewer }: CatalogueChanger,
  name: string,
): Promise<AdminTagGroup> {
  return changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    if (await tagGroupNameTaken(tx, name)) throw alreadyExists('tag group', name);
    const row = await insertTagGroup(tx, name);
    await audit({
      action: 'tag_group.created',
      target: groupTarget(row),
      before: null,
      after: { name: row.name },
    });
    return { id: row.id, name: row.name, tags: [] };
  });
}

export async function editTagGroup(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  name: string,
): Promise<{ id: number; name: string }> {
  return changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const before = await findTagGroup(tx, id);
    if (!before) throw groupNotFound();
    if (await tagGroupNameTaken(tx, name, id)) throw alreadyExists('tag group', name);
    const save = () => renameTagGroup(tx, id, name);
    return renameEntry(audit, 'tag_group.renamed', before, name, save, groupTarget);
  });
}

/** Deletes an empty tag group; one with tags is refused, so no tag loses its group unasked. */
export async function removeTagGroup(
  { db, links, viewer }: CatalogueChanger,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const row = await findTagGroup(tx, id);
    if (!row) throw groupNotFound();
    const count = await countTagsInGroup(tx, id);
    if (count > 0)
      throw new AppError(
        'CONFLICT',
        `“${row.name}” still holds ${count} ${count === 1 ? 'tag' : 'tags'}. Move them to another group, or delete them, first.`,
      );
    await deleteTagGroup(tx, id);
    await audit({
      action: 'tag_group.deleted',
      target: groupTarget(row),
      before: { name: row.name },
      after: null,
    });
  });
}

/** A group's name for the audit log; null for no group. */
async function groupName(tx: Database, groupId: number | null): Promise<string | null> {
  if (groupId === null) return null;
  const group = await findTagGroup(tx, groupId);
  if (!group) throw noSuchGroup();
  return group.name;
}

export async function createTag(
  { db, links, viewer }: CatalogueChanger,
  input: { name: string; groupId: number | null },
): Promise<AdminTag> {
  return changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const group = await groupName(tx, input.groupId);
    if (await tagNameTaken(tx, input.name)) throw alreadyExists('tag', input.name);
    const row = await insertTag(tx, { name: input.name, tagGroupId: input.groupId });
    await audit({
      action: 'tag.created',
      target: tagTarget(row),
      before: null,
      after: { name: row.name, group },
    });
    return { id: row.id, name: row.name, groupId: row.tagGroupId, eventCount: 0 };
  });
}

/** Renames a tag or moves it to another group (events keep the tag: they name it by id). */
export async function editTag(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  input: { name: string; groupId: number | null },
): Promise<AdminTag> {
  return changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const before = await findTag(tx, id);
    if (!before) throw tagNotFound();
    const group = await groupName(tx, input.groupId);
    if (await tagNameTaken(tx, input.name, id)) throw alreadyExists('tag', input.name);
    const after = await updateTag(tx, id, { name: input.name, tagGroupId: input.groupId });
    const diff = changedFields(
      { name: before.name, group: await groupName(tx, before.tagGroupId).catch(() => null) },
      { name: after.name, group },
    );
    if (Object.keys(diff.after).length > 0)
      await audit({ action: 'tag.edited', target: tagTarget(after), ...diff });
    return {
      id: after.id,
      name: after.name,
      groupId: after.tagGroupId,
      eventCount: await links.countEventsTagged(tx, id),
    };
  });
}

/** Merges a tag into another: events carrying it carry the other (once), and it is deleted. */
export async function mergeTag(
  { db, links, viewer }: CatalogueChanger,
  id: number,
  intoId: number,
): Promise<MergeResult> {
  refuseSelfMerge('tag', id, intoId);
  return changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const find = (rowId: number) => findTag(tx, rowId);
    const { from, into } = await mergePair('tag', find, tagNotFound, id, intoId);
    const movedEvents = await links.retagEvents(tx, id, intoId);
    await deleteTag(tx, id);
    await audit({
      action: 'tag.merged',
      target: tagTarget(from),
      before: { name: from.name, group: await groupName(tx, from.tagGroupId).catch(() => null) },
      after: mergedInto(into, movedEvents),
    });
    return { movedEvents };
  });
}

/** Deletes a tag no event carries; one in use is refused (merge it instead). */
export async function removeTag(
  { db, links, viewer }: CatalogueChanger,
  id: number,
): Promise<void> {
  await changeCatalogue(db, links, viewer, 'tags', async (tx, audit) => {
    const row = await findTag(tx, id);
    if (!row) throw tagNotFound();
    const used = await links.countEventsTagged(tx, id);
    if (used > 0) throw stillInUse('tag', row.name, used);
    await deleteTag(tx, id);
    await audit({
      action: 'tag.deleted',
      target: tagTarget(row),
      before: { name: row.name, group: await groupName(tx, row.tagGroupId).catch(() => null) },
      after: null,
    });
  });
}
