import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminFact } from '../../../shared/catalogues/catalogue-schemas';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { createEventAs } from '../../test/event-helpers';
import { saveSpace } from '../../test/space-helpers';
import { expectOnlySuperAdmins } from '../../test/fixtures';
import { databaseTargets, type ApiMethod } from '../../test/test-app';
import { useCataloguesApp } from './catalogues.fixtures';

describe.each(databaseTargets)('catalogues: what to expect (%s)', (target) => {
  const { t, host, member, call, asAdmin, auditRows, eventRow } = useCataloguesApp(target);

  async function facts(): Promise<AdminFact[]> {
    const response = await asAdmin('GET', '/api/admin/event-facts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().facts;
  }
  const named = async (name: string) => (await facts()).find((fact) => fact.name === name)!;
  /** The facts the event form offers everyone (a shared, cached answer). */
  const offered = async (): Promise<string[]> =>
    (await call('GET', '/api/event-catalogue')).json().facts.map((f: { name: string }) => f.name);
  const namesOf = async (kind: string) =>
    (await facts()).filter((fact) => fact.kind === kind).map((fact) => fact.name);

  it('adds a fact last of its kind, edits its name and icon, and moves it within its kind', async () => {
    const created = await asAdmin('POST', '/api/admin/event-facts', {
      kind: 'atmosphere',
      name: '  Candle-lit  ',
      icon: 'flame',
    });
    expect(created.statusCode, created.body).toBe(201);
    const fact = created.json() as AdminFact;
    expect(fact).toMatchObject({ kind: 'atmosphere', name: 'Candle-lit', icon: 'flame' });
    expect((await namesOf('atmosphere')).at(-1)).toBe('Candle-lit');
    expect((await auditRows('event_fact.created')).at(-1)).toMatchObject({
      targetType: 'event_fact',
      targetLabel: 'Candle-lit',
      after: { kind: 'atmosphere', name: 'Candle-lit', icon: 'flame', position: 6 },
    });

    expect(await offered()).toContain('Candle-lit');

    // The kind is fixed once made: an edit sends only the name and the icon.
    const edited = await asAdmin('PUT', `/api/admin/event-facts/${fact.id}`, {
      name: 'Candlelit',
      icon: 'leaf',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: fact.id, kind: 'atmosphere', name: 'Candlelit' });
    expect((await auditRows('event_fact.edited')).at(-1)).toMatchObject({
      before: { name: 'Candle-lit', icon: 'flame' },
      after: { name: 'Candlelit', icon: 'leaf' },
    });
    // The event form's shared answer lets the old name go at once.
    expect(await offered()).toContain('Candlelit');
    expect(await offered()).not.toContain('Candle-lit');

    const moved = await asAdmin('POST', `/api/admin/event-facts/${fact.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const atmosphere = (moved.json().facts as AdminFact[]).filter((f) => f.kind === 'atmosphere');
    expect(atmosphere.map((f) => f.name).slice(-2)).toEqual(['Candlelit', 'Phones away']);
    expect((await auditRows('event_fact.moved')).at(-1)).toMatchObject({
      targetLabel: 'Candlelit',
      before: { position: 6 },
      after: { position: 5 },
    });
    // First of its kind it stays first: the access facts above it are another list.
    const first = await named('Alcohol-free');
    const auditCount = (await auditRows()).length;
    const stuck = await asAdmin('POST', `/api/admin/event-facts/${first.id}/move`, {
      direction: 'up',
    });
    expect(stuck.statusCode).toBe(200);
    expect((await namesOf('atmosphere'))[0]).toBe('Alcohol-free');
    expect((await auditRows()).length).toBe(auditCount);
  });

  it('refuses a name taken whatever the case, a bad icon or kind, and saves nothing', async () => {
    const auditCount = (await auditRows()).length;
    const before = await facts();
    const taken = await asAdmin('POST', '/api/admin/event-facts', {
      kind: 'access',
      name: 'HEARING LOOP',
      icon: 'ear',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.name).toEqual(['A fact called “HEARING LOOP” already exists.']);

    const gentle = await named('Gentle');
    const renamedOnto = await asAdmin('PUT', `/api/admin/event-facts/${gentle.id}`, {
      name: 'intense',
      icon: 'feather',
    });
    expect(renamedOnto.statusCode).toBe(409);
    expect(renamedOnto.json().fieldErrors.name).toBeDefined();

    // A bad icon, a bad kind, a blank name, a long one: each a 400 on its field, in the form's
    // words where it shows them.
    const refusals: Array<[body: object, field: string, words?: string[]]> = [
      [
        { kind: 'access', name: 'Ramp', icon: 'rocket' },
        'icon',
        ['Choose one of the icons offered.'],
      ],
      [{ kind: 'vibe', name: 'Ramp', icon: 'info' }, 'kind'],
      [{ kind: 'access', name: '   ', icon: 'info' }, 'name', ['Enter a name for the fact.']],
      [{ kind: 'access', name: 'x'.repeat(61), icon: 'info' }, 'name'],
    ];
    for (const [body, field, words] of refusals) {
      const refused = await asAdmin('POST', '/api/admin/event-facts', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const fieldErrors = refused.json().fieldErrors;
      if (words) expect(fieldErrors[field]).toEqual(words);
      else expect(fieldErrors[field]).toBeDefined();
    }
    const missing = await asAdmin('PUT', '/api/admin/event-facts/999999', {
      name: 'Gone',
      icon: 'info',
    });
    expect(missing.statusCode).toBe(404);

    expect(await facts()).toEqual(before);
    expect((await auditRows()).length).toBe(auditCount);
  });

  it('deletes a fact in use: events and spaces lose it, in one change with its audit row', async () => {
    const [loop, quiet] = [await named('Hearing loop'), await named('Quiet space')];
    const event = await createEventAs(t.app, host.cookie, {
      title: 'Listening circle',
      factIds: [loop.id, quiet.id],
    });
    const space = await saveSpace(t.app, host.cookie, {
      displayName: 'Listening Rooms',
      handle: 'listening-rooms',
    });
    const ofSpace = eq(facilitatorSpaces.id, space.id);
    await t.db
      .update(facilitatorSpaces)
      .set({ defaultFactIds: [quiet.id, loop.id] })
      .where(ofSpace);
    expect((await named('Hearing loop')).eventCount).toBe(1);
    const shown = await call('GET', `/api/events/${event.id}`);
    expect(shown.json().whatToExpect.facts.map((f: { name: string }) => f.name)).toEqual([
      'Hearing loop',
      'Quiet space',
    ]);

    expect(await offered()).toContain('Hearing loop');

    const deleted = await asAdmin('DELETE', `/api/admin/event-facts/${loop.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await facts()).map((f) => f.name)).not.toContain('Hearing loop');
    expect((await eventRow(event.id)).factIds).toEqual([quiet.id]);
    const [spaceRow] = await t.db.select().from(facilitatorSpaces).where(ofSpace);
    expect(spaceRow!.defaultFactIds).toEqual([quiet.id]);
    const detail = await call('GET', `/api/events/${event.id}`);
    expect(detail.json().whatToExpect.facts).toEqual([
      { id: quiet.id, kind: 'atmosphere', name: 'Quiet space', icon: 'volume-x' },
    ]);
    expect(await offered()).not.toContain('Hearing loop');
    expect((await auditRows('event_fact.deleted')).at(-1)).toMatchObject({
      targetLabel: 'Hearing loop',
      before: {
        kind: 'access',
        name: 'Hearing loop',
        icon: 'ear',
        position: 4,
        carriedBy: { events: 1, spaces: 1 },
      },
      after: null,
    });
    expect((await asAdmin('DELETE', `/api/admin/event-facts/${loop.id}`)).statusCode).toBe(404);
  });

  it('refuses visitors (401), members and hosts (403), and changes nothing', async () => {
    const fact = await named('Gentle');
    const before = { audit: (await auditRows()).length, facts: await facts() };
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/api/admin/event-facts'],
      ['POST', '/api/admin/event-facts', { kind: 'access', name: 'Sneaky', icon: 'info' }],
      ['PUT', `/api/admin/event-facts/${fact.id}`, { name: 'Sneaky', icon: 'info' }],
      ['POST', `/api/admin/event-facts/${fact.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/event-facts/${fact.id}`],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    expect((await auditRows()).length).toBe(before.audit);
    expect(await facts()).toEqual(before.facts);
  });
});
