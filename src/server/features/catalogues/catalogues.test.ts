import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminRole,
  AdminTags,
} from '../../../shared/catalogues/catalogue-schemas';
import { DEFAULT_ROLES } from '../../../shared/spaces/roles-catalogue';
import { adminAuditLog } from '../../db/schema/audit-log';
import { events } from '../../db/schema/events';
import { createEventAs } from '../../test/event-helpers';
import { callApi, databaseTargets, type ApiMethod } from '../../test/test-app';
import { expectOnlySuperAdmins, useAdminCast, useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('catalogues for the super admin (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { admin, member, host } = useAdminCast(t);

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const asAdmin = (method: ApiMethod, url: string, payload?: unknown) =>
    call(method, url, admin.cookie, payload);

  async function auditRows(action?: string) {
    const rows = await t.db.select().from(adminAuditLog).orderBy(asc(adminAuditLog.id));
    return action ? rows.filter((row) => row.action === action) : rows;
  }

  async function categories(): Promise<AdminCategory[]> {
    const response = await asAdmin('GET', '/api/admin/event-categories');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().categories;
  }

  async function createCategory(name: string, color = '#2D4A22'): Promise<AdminCategory> {
    const response = await asAdmin('POST', '/api/admin/event-categories', { name, color });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function tagsList(): Promise<AdminTags> {
    const response = await asAdmin('GET', '/api/admin/tags');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function roles(): Promise<AdminRole[]> {
    const response = await asAdmin('GET', '/api/admin/catalogue/roles');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roles;
  }

  /** What a visitor's space form is offered. */
  async function publicRoles() {
    const response = await call('GET', '/api/catalogue/roles');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roles as Array<{ name: string; services: string[] }>;
  }

  async function eventRow(id: string) {
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    return row!;
  }

  async function search(term: string): Promise<string[]> {
    const response = await call('GET', `/api/events/search?q=${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events.map((e: { id: string }) => e.id);
  }

  it('refuses visitors (401), members and hosts (403) on every admin route, and changes nothing', async () => {
    const category = await createCategory('Guarded Category');
    const other = await createCategory('Guarded Other');
    const { groups } = await tagsList();
    const group = groups[0]!;
    const tag = group.tags[0]!;
    const role = (await roles())[0]!;
    const service = role.services[0]!;
    const before = {
      audit: (await auditRows()).length,
      categories: await categories(),
      tags: await tagsList(),
      roles: await roles(),
    };
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/api/admin/event-categories'],
      ['POST', '/api/admin/event-categories', { name: 'Sneaky', color: '#2D4A22' }],
      ['PUT', `/api/admin/event-categories/${category.id}`, { name: 'X', color: '#2D4A22' }],
      ['POST', `/api/admin/event-categories/${category.id}/move`, { direction: 'up' }],
      ['POST', `/api/admin/event-categories/${category.id}/merge`, { intoId: other.id }],
      ['DELETE', `/api/admin/event-categories/${category.id}`],
      ['GET', '/api/admin/tags'],
      ['POST', '/api/admin/tag-groups', { name: 'Sneaky group' }],
      ['PUT', `/api/admin/tag-groups/${group.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/admin/tag-groups/${group.id}`],
      ['POST', '/api/admin/tags', { name: 'Sneaky tag', groupId: group.id }],
      ['PUT', `/api/admin/tags/${tag.id}`, { name: 'Renamed tag', groupId: null }],
      ['POST', `/api/admin/tags/${tag.id}/merge`, { intoId: group.tags[1]!.id }],
      ['DELETE', `/api/admin/tags/${tag.id}`],
      ['GET', '/api/admin/catalogue/roles'],
      ['POST', '/api/admin/catalogue/roles', { name: 'Sneaky role' }],
      ['PUT', `/api/admin/catalogue/roles/${role.id}`, { name: 'Renamed role' }],
      ['POST', `/api/admin/catalogue/roles/${role.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/catalogue/roles/${role.id}`],
      ['POST', `/api/admin/catalogue/roles/${role.id}/services`, { name: 'Sneaky service' }],
      ['PUT', `/api/admin/catalogue/services/${service.id}`, { name: 'Renamed service' }],
      ['POST', `/api/admin/catalogue/services/${service.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/catalogue/services/${service.id}`],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    expect((await auditRows()).length).toBe(before.audit);
    expect(await categories()).toEqual(before.categories);
    expect(await tagsList()).toEqual(before.tags);
    expect(await roles()).toEqual(before.roles);
  });

  describe('roles and services', () => {
    it('offers exactly the eleven default roles and their services, in order, to everyone', async () => {
      const response = await call('GET', '/api/catalogue/roles');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toBeTruthy();
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/catalogue/roles',
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(response.json().roles).toEqual(
        Object.entries(DEFAULT_ROLES).map(([name, services]) => ({ name, services })),
      );
    });

    it('a service the admin adds is offered at once; rename, move and delete too, each in the audit log', async () => {
      expect((await publicRoles()).find((r) => r.name === 'DJ')?.services).not.toContain(
        'Techno DJ',
      );
      const dj = (await roles()).find((r) => r.name === 'DJ')!;
      const added = await asAdmin('POST', `/api/admin/catalogue/roles/${dj.id}/services`, {
        name: '  Techno DJ ',
      });
      expect(added.statusCode, added.body).toBe(201);
      const service = added.json() as { id: number; name: string };
      expect(service.name).toBe('Techno DJ');
      expect((await publicRoles()).find((r) => r.name === 'DJ')?.services.at(-1)).toBe('Techno DJ');
      const [created] = await auditRows('catalogue_service.created');
      expect(created).toMatchObject({
        actorId: admin.userId,
        targetType: 'catalogue_service',
        targetId: String(service.id),
        targetLabel: 'Techno DJ (DJ)',
        before: null,
        after: { name: 'Techno DJ', role: 'DJ' },
      });

      // The same name in another case is taken within the role, and nothing is written.
      const auditCount = (await auditRows()).length;
      const twice = await asAdmin('POST', `/api/admin/catalogue/roles/${dj.id}/services`, {
        name: 'techno dj',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('“DJ” already has a service called “techno dj”.');
      // …but another role may have a service of that name.
      const coach = (await roles()).find((r) => r.name === 'Coach')!;
      const elsewhere = await asAdmin('POST', `/api/admin/catalogue/roles/${coach.id}/services`, {
        name: 'Techno DJ',
      });
      expect(elsewhere.statusCode).toBe(201);
      expect((await auditRows()).length).toBe(auditCount + 1);

      const renamed = await asAdmin('PUT', `/api/admin/catalogue/services/${service.id}`, {
        name: 'Techno Selector',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const moved = await asAdmin('POST', `/api/admin/catalogue/services/${service.id}/move`, {
        direction: 'up',
      });
      expect(moved.statusCode).toBe(200);
      const djServices = (await publicRoles()).find((r) => r.name === 'DJ')!.services;
      expect(djServices.slice(-2)).toEqual(['Techno Selector', 'Cacao Dance DJ']);
      expect((await auditRows('catalogue_service.moved'))[0]).toMatchObject({
        before: { position: 5 },
        after: { position: 4 },
      });
      const deleted = await asAdmin('DELETE', `/api/admin/catalogue/services/${service.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await publicRoles()).find((r) => r.name === 'DJ')!.services).toEqual(
        DEFAULT_ROLES.DJ,
      );
      expect((await auditRows('catalogue_service.deleted'))[0]).toMatchObject({
        before: { name: 'Techno Selector', role: 'DJ' },
        after: null,
      });
    });

    it('adds, renames, moves and deletes roles without touching any space that chose them', async () => {
      const saved = await call('PUT', '/api/facilitator-space', host.cookie, {
        displayName: 'Hana Host',
        handle: 'hana-host',
        roles: ['Speaker'],
        services: { Speaker: ['Public Speaking'] },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const created = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'Herbalist' });
      expect(created.statusCode, created.body).toBe(201);
      const herbalist = created.json() as AdminRole;
      expect((await publicRoles()).at(-1)).toEqual({ name: 'Herbalist', services: [] });

      const taken = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'herbalist' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fieldErrors.name).toEqual(['A role called “herbalist” already exists.']);
      const empty = await asAdmin('POST', '/api/admin/catalogue/roles', { name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Enter a name for the role.');
      const long = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'x'.repeat(61) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Keep the name to 60 characters or fewer.');

      const moved = await asAdmin('POST', `/api/admin/catalogue/roles/${herbalist.id}/move`, {
        direction: 'up',
      });
      expect(moved.statusCode).toBe(200);
      expect((moved.json().roles as AdminRole[]).map((r) => r.name).slice(-2)).toEqual([
        'Herbalist',
        'Creative Services',
      ]);
      // The last one cannot go further down: nothing changes and nothing is logged.
      const auditCount = (await auditRows()).length;
      const last = (await roles()).at(-1)!;
      const stuck = await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, {
        direction: 'down',
      });
      expect(stuck.statusCode).toBe(200);
      expect((await auditRows()).length).toBe(auditCount);

      const speaker = (await roles()).find((r) => r.name === 'Speaker')!;
      const renamed = await asAdmin('PUT', `/api/admin/catalogue/roles/${speaker.id}`, {
        name: 'Orator',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await auditRows('catalogue_role.renamed'))[0]).toMatchObject({
        before: { name: 'Speaker' },
        after: { name: 'Orator' },
      });
      const removed = await asAdmin('DELETE', `/api/admin/catalogue/roles/${herbalist.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await publicRoles()).map((r) => r.name)).not.toContain('Herbalist');

      // The host's space still says what they chose.
      const own = await call('GET', '/api/facilitator-space', host.cookie);
      expect(own.json().space).toMatchObject({
        roles: ['Speaker'],
        services: { Speaker: ['Public Speaking'] },
      });
      // Put the catalogue back for the other tests.
      await asAdmin('PUT', `/api/admin/catalogue/roles/${speaker.id}`, { name: 'Speaker' });
      await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, { direction: 'up' });
      await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, { direction: 'down' });
    });

    it('answers 404 for roles and services that do not exist', async () => {
      const role = await asAdmin('PUT', '/api/admin/catalogue/roles/999999', { name: 'Nobody' });
      expect(role.statusCode).toBe(404);
      expect(role.json().message).toBe('Role not found');
      const service = await asAdmin('DELETE', '/api/admin/catalogue/services/abc');
      expect(service.statusCode).toBe(400);
      expect(service.json().message).toBe('Service not found');
    });
  });

  describe('event categories', () => {
    it('creates a category at the end of the order, refusing unreadable colours and taken names', async () => {
      const auditCount = (await auditRows()).length;
      for (const [color, message] of [
        [
          '#FFEB3B',
          'White text on this colour is hard to read (below 4.5:1). Choose a darker colour.',
        ],
        ['green', 'Choose a colour written as #RRGGBB, for example #2D4A22.'],
        ['#12345', 'Choose a colour written as #RRGGBB, for example #2D4A22.'],
      ] as const) {
        const refused = await asAdmin('POST', '/api/admin/event-categories', {
          name: 'Kirtan',
          color,
        });
        expect(refused.statusCode, color).toBe(400);
        expect(refused.json().fieldErrors.color).toEqual([message]);
      }
      const taken = await asAdmin('POST', '/api/admin/event-categories', {
        name: 'yoga',
        color: '#2D4A22',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('A category called “yoga” already exists.');
      expect((await auditRows()).length).toBe(auditCount);

      const kirtan = await createCategory(' Kirtan ', '#5b4ba8');
      expect(kirtan).toMatchObject({ name: 'Kirtan', color: '#5B4BA8', eventCount: 0 });
      const list = await categories();
      expect(list.at(-1)!.name).toBe('Kirtan');
      expect((await auditRows('category.created')).at(-1)).toMatchObject({
        targetId: String(kirtan.id),
        targetLabel: 'Kirtan',
        before: null,
        after: { name: 'Kirtan', color: '#5B4BA8', position: list.length },
      });
      // The event form's list (everyone's) shows it at once, in the same order.
      const catalogue = await call('GET', '/api/event-catalogue');
      expect(catalogue.headers['cache-control']).toBe('public, no-cache');
      expect(catalogue.json().categories.map((c: { name: string }) => c.name)).toEqual(
        list.map((c) => c.name),
      );
    });

    it('moves a category up and down the public order, the event form and the home page chips following', async () => {
      const first = await createCategory('Moving Up');
      await createEventAs(t.app, host.cookie, {
        title: 'Chip order check',
        categoryIds: [first.id, (await categories())[0]!.id],
      });
      let list = await categories();
      for (let i = list.length - 1; i > 0; i--) {
        const moved = await asAdmin('POST', `/api/admin/event-categories/${first.id}/move`, {
          direction: 'up',
        });
        expect(moved.statusCode, moved.body).toBe(200);
        list = moved.json().categories;
      }
      expect(list[0]!.name).toBe('Moving Up');
      expect(list.map((c) => c.sortOrder)).toEqual(list.map((_, i) => i + 1));
      const catalogue = await call('GET', '/api/event-catalogue');
      expect(catalogue.json().categories[0].name).toBe('Moving Up');
      const chips = await call('GET', '/api/event-categories/upcoming');
      expect(chips.json().categories[0].name).toBe('Moving Up');

      const down = await asAdmin('POST', `/api/admin/event-categories/${first.id}/move`, {
        direction: 'down',
      });
      expect((down.json().categories as AdminCategory[])[1]!.name).toBe('Moving Up');
      expect((await auditRows('category.moved')).at(-1)).toMatchObject({
        targetLabel: 'Moving Up',
        before: { position: 1 },
        after: { position: 2 },
      });
    });

    it('renames a category on the events filed under it, and recolours it', async () => {
      const category = await createCategory('Sound Journeys');
      const event = await createEventAs(t.app, host.cookie, {
        title: 'Deep listening night',
        categoryIds: [category.id],
      });
      const edited = await asAdmin('PUT', `/api/admin/event-categories/${category.id}`, {
        name: 'Sound Voyages',
        color: '#42607A',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Sound Voyages', eventCount: 1 });
      const row = await eventRow(event.id);
      expect(row).toMatchObject({
        category: 'Sound Voyages',
        categoryNames: ['Sound Voyages'],
        categoryIds: [category.id],
      });
      expect((await auditRows('category.edited')).at(-1)).toMatchObject({
        before: { name: 'Sound Journeys', color: '#2D4A22' },
        after: { name: 'Sound Voyages', color: '#42607A', renamedEvents: 1 },
      });
      // A name only another case of its own is fine; another category's is not.
      const ownCase = await asAdmin('PUT', `/api/admin/event-categories/${category.id}`, {
        name: 'SOUND VOYAGES',
        color: '#42607A',
      });
      expect(ownCase.statusCode).toBe(200);
      const others = await asAdmin('PUT', `/api/admin/event-categories/${category.id}`, {
        name: 'Breathwork',
        color: '#42607A',
      });
      expect(others.statusCode).toBe(409);
    });

    it('merges a category into another: events move (once each), search finds them under the new name, one audit row', async () => {
      const from = await createCategory('Moonlit Gatherings');
      const into = await createCategory('Lunar Circles');
      const both = await createEventAs(t.app, host.cookie, {
        title: 'Twin filing',
        categoryIds: [from.id, into.id],
      });
      const onlyOld = await createEventAs(t.app, host.cookie, {
        title: 'Old filing',
        categoryIds: [from.id],
      });
      const draft = await createEventAs(
        t.app,
        host.cookie,
        { title: 'Draft filing', categoryIds: [(await categories())[0]!.id, from.id] },
        false,
      );
      expect(await search('moonlit gatherings')).toEqual(
        expect.arrayContaining([both.id, onlyOld.id]),
      );
      expect((await categories()).find((c) => c.id === from.id)!.eventCount).toBe(3);

      const merged = await asAdmin('POST', `/api/admin/event-categories/${from.id}/merge`, {
        intoId: into.id,
      });
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json()).toEqual({ movedEvents: 3 });

      expect(await eventRow(both.id)).toMatchObject({
        categoryIds: [into.id],
        categoryId: into.id,
        categoryNames: ['Lunar Circles'],
        category: 'Lunar Circles',
      });
      expect(await eventRow(onlyOld.id)).toMatchObject({
        categoryIds: [into.id],
        categoryId: into.id,
        categoryNames: ['Lunar Circles'],
        category: 'Lunar Circles',
      });
      const draftRow = await eventRow(draft.id);
      expect(draftRow.categoryIds).toHaveLength(2);
      expect(draftRow.categoryIds[1]).toBe(into.id);
      expect(draftRow.categoryNames[1]).toBe('Lunar Circles');

      const list = await categories();
      expect(list.map((c) => c.id)).not.toContain(from.id);
      expect(list.find((c) => c.id === into.id)!.eventCount).toBe(3);
      expect(await search('lunar circles')).toEqual(expect.arrayContaining([both.id, onlyOld.id]));
      expect(await search('moonlit gatherings')).toEqual([]);

      const rows = await auditRows('category.merged');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.userId,
        targetType: 'category',
        targetId: String(from.id),
        targetLabel: 'Moonlit Gatherings',
        before: { name: 'Moonlit Gatherings', color: '#2D4A22' },
        after: { mergedInto: { id: into.id, name: 'Lunar Circles' }, movedEvents: 3 },
      });

      // Into itself, or into nothing, is refused.
      const self = await asAdmin('POST', `/api/admin/event-categories/${into.id}/merge`, {
        intoId: into.id,
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe('Choose another category to merge it into.');
      const nowhere = await asAdmin('POST', `/api/admin/event-categories/${into.id}/merge`, {
        intoId: from.id,
      });
      expect(nowhere.statusCode).toBe(404);
      expect(await auditRows('category.merged')).toHaveLength(1);
    });

    it('refuses to delete a category in use (409, nothing changes, nothing logged), and deletes an unused one', async () => {
      const used = await createCategory('Busy Category');
      const event = await createEventAs(t.app, host.cookie, {
        title: 'Keeps its category',
        categoryIds: [used.id],
      });
      const auditCount = (await auditRows()).length;
      const refused = await asAdmin('DELETE', `/api/admin/event-categories/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        '“Busy Category” is used by 1 event, so it cannot be deleted. Merge it into another category instead: its events move there.',
      );
      expect((await categories()).map((c) => c.id)).toContain(used.id);
      expect((await eventRow(event.id)).categoryIds).toEqual([used.id]);
      expect((await auditRows()).length).toBe(auditCount);

      const unused = await createCategory('Idle Category');
      const deleted = await asAdmin('DELETE', `/api/admin/event-categories/${unused.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await categories()).map((c) => c.id)).not.toContain(unused.id);
      expect((await auditRows('category.deleted')).at(-1)).toMatchObject({
        targetLabel: 'Idle Category',
        after: null,
      });
      const again = await asAdmin('DELETE', `/api/admin/event-categories/${unused.id}`);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('tags and tag groups', () => {
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
});
