import { describe, expect, it } from 'vitest';
import { createEventAs } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { useCataloguesApp } from './catalogues.fixtures';

describe.each(databaseTargets)('catalogues: tags and tag groups (%s)', (target) => {
  const { t, host, call, asAdmin, auditRows, tagsList, eventRow } = useCataloguesApp(target);

  it('creates, renames and deletes groups; a group holding tags is not deleted', async () => {
    const created = await asAdmin('POST', '/api/admin/tag-groups', { name: 'Season' });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as { id: number };
    const taken = await asAdmin('POST', '/api/admin/tag-groups', { name: 'practice' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A tag group called “practice” already exists.');
    const renamed = await asAdmin('PUT', `/api/admin/tag-groups/${group.id}`, {
      name: 'Seasons',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: group.id, name: 'Seasons' });

    const tag = await asAdmin('POST', '/api/admin/tags', { name: 'Winter', groupId: group.id });
    expect(tag.statusCode, tag.body).toBe(201);
    const auditCount = (await auditRows()).length;
    const refused = await asAdmin('DELETE', `/api/admin/tag-groups/${group.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '“Seasons” still holds 1 tag. Move them to another group, or delete them, first.',
    );
    expect((await auditRows()).length).toBe(auditCount);

    // Out of the group, the group goes.
    const moved = await asAdmin('PUT', `/api/admin/tags/${tag.json().id}`, {
      name: 'Winter',
      groupId: null,
    });
    expect(moved.statusCode).toBe(200);
    expect((await auditRows('tag.edited')).at(-1)).toMatchObject({
      before: { group: 'Seasons' },
      after: { group: null },
    });
    expect((await tagsList()).ungrouped.map((t) => t.name)).toContain('Winter');
    const deleted = await asAdmin('DELETE', `/api/admin/tag-groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await auditRows('tag_group.deleted')).at(-1)).toMatchObject({
      before: { name: 'Seasons' },
      after: null,
    });
  });

  it('creates and edits tags, refusing taken names and missing groups', async () => {
    const { groups } = await tagsList();
    const practice = groups.find((g) => g.name === 'Practice')!;
    const format = groups.find((g) => g.name === 'Format')!;
    const taken = await asAdmin('POST', '/api/admin/tags', {
      name: 'YOGA',
      groupId: practice.id,
    });
    expect(taken.statusCode).toBe(409);
    const noGroup = await asAdmin('POST', '/api/admin/tags', { name: 'Lost', groupId: 999999 });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().fieldErrors.groupId).toEqual([
      'That tag group no longer exists. Choose another.',
    ]);
    const created = await asAdmin('POST', '/api/admin/tags', {
      name: 'Ice Bath',
      groupId: practice.id,
    });
    expect(created.statusCode).toBe(201);
    const edited = await asAdmin('PUT', `/api/admin/tags/${created.json().id}`, {
      name: 'Ice Baths',
      groupId: format.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await tagsList();
    expect(after.groups.find((g) => g.id === format.id)!.tags.map((t) => t.name)).toContain(
      'Ice Baths',
    );
    expect((await auditRows('tag.edited')).at(-1)).toMatchObject({
      before: { name: 'Ice Bath', group: 'Practice' },
      after: { name: 'Ice Baths', group: 'Format' },
    });
  });

  it('merges a tag into another (events carry it once), and refuses to delete a tag in use', async () => {
    const { groups } = await tagsList();
    const practice = groups.find((g) => g.name === 'Practice')!;
    const tagId = (name: string) => practice.tags.find((t) => t.name === name)!.id;
    const [gong, sound, kirtan] = [tagId('Gong Bath'), tagId('Sound Bath'), tagId('Kirtan')];
    const event = await createEventAs(t.app, host.cookie, {
      title: 'Resonance evening',
      tagIds: [gong, kirtan, sound],
    });
    const auditCount = (await auditRows()).length;
    const refused = await asAdmin('DELETE', `/api/admin/tags/${gong}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '“Gong Bath” is used by 1 event, so it cannot be deleted. Merge it into another tag instead: its events move there.',
    );
    expect((await auditRows()).length).toBe(auditCount);

    const merged = await asAdmin('POST', `/api/admin/tags/${gong}/merge`, { intoId: sound });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toEqual({ movedEvents: 1 });
    expect((await eventRow(event.id)).eventTypeIds).toEqual([sound, kirtan]);
    const detail = await call('GET', `/api/events/${event.id}`);
    expect(detail.json().tags).toEqual(['Sound Bath', 'Kirtan']);
    expect((await auditRows('tag.merged')).at(-1)).toMatchObject({
      targetLabel: 'Gong Bath',
      before: { name: 'Gong Bath', group: 'Practice' },
      after: { mergedInto: { id: sound, name: 'Sound Bath' }, movedEvents: 1 },
    });

    const unused = await asAdmin('POST', '/api/admin/tags', { name: 'Unused', groupId: null });
    const deleted = await asAdmin('DELETE', `/api/admin/tags/${unused.json().id}`);
    expect(deleted.statusCode).toBe(204);
  });
});
