import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../shared/catalogues/catalogue-schemas';
import { createEventAs } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { useCataloguesApp } from './catalogues.fixtures';

describe.each(databaseTargets)('catalogues: event categories (%s)', (target) => {
  const { t, admin, host, call, asAdmin, auditRows, categories, createCategory, eventRow, search } =
    useCataloguesApp(target);

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
