import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, EventCard } from '../../../shared/events/event-schemas';
import { eventFacts, events } from '../../db/schema/events';
import { createEventAs, eventInput, signUpHost } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import { callApi, databaseTargets } from '../../test/test-app';

// Issue 25: what to expect at an event, from the catalogue; filtered and searched by.
describe.each(databaseTargets)('events: what to expect (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  let catalogue: Catalogue;
  const fact = (name: string) => catalogue.facts.find((f) => f.name === name)!.id;

  beforeAll(async () => {
    host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    catalogue = (await callApi(t, 'GET', '/api/event-catalogue')).json();
  });

  it('offers the catalogue by kind, each fact with an icon', () => {
    expect(catalogue.facts.map((f) => f.kind)).toEqual([
      ...Array(6).fill('access'),
      ...Array(5).fill('atmosphere'),
      ...Array(6).fill('audience'),
      ...Array(3).fill('intensity'),
    ]);
    expect(catalogue.facts[0]).toEqual({
      id: expect.any(Number),
      kind: 'access',
      name: 'Step-free entrance',
      icon: 'accessibility',
    });
  });

  it('refuses an unknown fact, too many, two intensities and long notes, saving nothing', async () => {
    const before = await t.db.select({ id: events.id }).from(events);
    const save = (overrides: object) =>
      callApi(t, 'POST', '/api/events', host, {
        event: eventInput({ title: 'Refused Circle', ...overrides }),
        publish: true,
      });
    // The form's own rules name the field inside `event`; the catalogue's checks name it alone,
    // as they do for categories and tags.
    const cases: Array<[object, string, string]> = [
      [{ factIds: [999999] }, 'factIds', 'One of the chosen things to expect no longer exists'],
      [
        { factIds: Array.from({ length: 21 }, (_, i) => i + 1) },
        'event.factIds',
        'Choose at most 20 things to expect',
      ],
      [{ factIds: [fact('Gentle'), fact('Intense')] }, 'factIds', 'Choose one intensity at most'],
      [
        { accessNotes: 'x'.repeat(501) },
        'event.accessNotes',
        'Access notes must be at most 500 characters',
      ],
      [
        { whatToBring: 'y'.repeat(501) },
        'event.whatToBring',
        'What to bring must be at most 500 characters',
      ],
      [{ factIds: ['one'] }, 'event.factIds.0', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await save(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const errors = response.json().fieldErrors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toContain(message);
    }
    expect(await t.db.select({ id: events.id }).from(events)).toEqual(before);
  });

  it('filters the list by every chosen fact, and search finds their names', async () => {
    const both = await createEventAs(t.app, host, {
      title: 'Gentle Sound Bath',
      factIds: [fact('Step-free entrance'), fact('Alcohol-free')],
    });
    const stepFreeOnly = await createEventAs(t.app, host, {
      title: 'Sunrise Dance',
      factIds: [fact('Step-free entrance')],
    });
    const neither = await createEventAs(t.app, host, { title: 'Cacao Evening' });
    const list = async (query: string) =>
      ((await callApi(t, 'GET', `/api/events?${query}`)).json().events as EventCard[]).map(
        (e) => e.id,
      );
    const all = await list('');
    expect(all).toEqual(expect.arrayContaining([both.id, stepFreeOnly.id, neither.id]));
    expect(await list(`facts=${fact('Step-free entrance')}`)).toEqual(
      all.filter((id) => id === both.id || id === stepFreeOnly.id),
    );
    expect(await list(`facts=${fact('Step-free entrance')},${fact('Alcohol-free')}`)).toEqual([
      both.id,
    ]);
    expect(await list(`facts=${fact('Women only')}`)).toEqual([]);
    const bad = await callApi(t, 'GET', '/api/events?facts=step-free');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose what to expect by their ids');

    const search = async (q: string) =>
      (
        (await callApi(t, 'GET', `/api/events/search?q=${encodeURIComponent(q)}`)).json()
          .events as Array<EventCard & { score: number }>
      ).map((e) => e.id);
    expect(await search('step-free')).toEqual(expect.arrayContaining([both.id, stepFreeOnly.id]));
    expect(await search('step-free')).not.toContain(neither.id);
    expect(await search('alcohol free')).toEqual([both.id]);
    expect(await search('alcohol-free')).toEqual([both.id]);

    // A fact renamed in the catalogue is found by its new name at once.
    await t.db
      .update(eventFacts)
      .set({ name: 'Sober space' })
      .where(eq(eventFacts.id, fact('Alcohol-free')));
    expect(await search('sober space')).toEqual([both.id]);
    // (A term not searched before: answers are cached until the catalogue says it changed.)
    expect(await search('alcohol fre')).toEqual([]);
    await t.db
      .update(eventFacts)
      .set({ name: 'Alcohol-free' })
      .where(eq(eventFacts.id, fact('Alcohol-free')));
  });
});
