import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { callApi, createTestApp, databaseTargets, signUp } from '../../test/test-app';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';

// Anonymous visitors share a few seconds of the public lists (ADR 7); anyone signed in, and so
// every host, sees each change at once. "Another process" writing is simulated by changing the
// table directly, which this process's cache cannot know about.
describe.each(databaseTargets)('events: the anonymous list cache (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  let member: string;
  beforeAll(async () => {
    host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    member = (await signUp(t, { email: 'member@example.com' })).cookie;
  });

  const titlesFor = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    return {
      cacheControl: response.headers['cache-control'],
      titles: (response.json() as { events: Array<{ title: string }> }).events.map((e) => e.title),
    };
  };

  it('serves anonymous visitors a shared answer and signed-in people a fresh one', async () => {
    const event = await createEventAs(t.app, host, { title: 'Sunrise Breathwork' });
    const first = await titlesFor('/api/events');
    expect(first).toEqual({
      cacheControl: 'public, no-cache',
      titles: ['Sunrise Breathwork'],
    });

    await t.db.update(events).set({ title: 'Sunset Breathwork' }).where(eq(events.id, event.id));

    expect((await titlesFor('/api/events')).titles).toEqual(['Sunrise Breathwork']);
    expect((await titlesFor('/api/events/search?q=sunset')).titles).toEqual(['Sunset Breathwork']);
    for (const cookie of [host, member]) {
      expect(await titlesFor('/api/events', cookie)).toEqual({
        cacheControl: 'private, no-store',
        titles: ['Sunset Breathwork'],
      });
    }
  });

  it('lets visitors of one event page share its answer, while its host always sees the latest', async () => {
    const event = await createEventAs(t.app, host, {
      title: 'Gong Bath',
      startDate: '2099-08-01',
      endDate: '2099-08-01',
    });
    const titleOf = async (cookie?: string) =>
      (await callApi(t, 'GET', `/api/events/${event.id}`, cookie)).json().title;
    expect(await titleOf()).toBe('Gong Bath');
    await t.db.update(events).set({ title: 'Gong Journey' }).where(eq(events.id, event.id));
    expect(await titleOf()).toBe('Gong Bath');
    expect(await titleOf(host)).toBe('Gong Journey');

    // A write through the API clears the shared answers: an unpublished event is gone at once.
    const unpublished = await callApi(t, 'POST', `/api/events/${event.id}/unpublish`, host);
    expect(unpublished.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/events/${event.id}` })).statusCode).toBe(404);
  });

  it("shows a host's publish to everyone at once, through this process's cache", async () => {
    await titlesFor('/api/events');
    await createEventAs(t.app, host, {
      title: 'Cacao Circle',
      startDate: '2099-07-01',
      endDate: '2099-07-01',
    });
    expect((await titlesFor('/api/events')).titles).toContain('Cacao Circle');
  });
});

describe('events: the anonymous list cache turned off', () => {
  it('answers every anonymous request from the database', async () => {
    const t = await createTestApp('pglite', { publicCacheSeconds: 0 });
    try {
      const host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
      const event = await createEventAs(t.app, host, { title: 'Sunrise Breathwork' });
      await t.app.inject({ url: '/api/events' });
      await t.db.update(events).set({ title: 'Sunset Breathwork' }).where(eq(events.id, event.id));
      const titles = (await t.app.inject({ url: '/api/events' }))
        .json()
        .events.map((e: { title: string }) => e.title);
      expect(titles).toEqual(['Sunset Breathwork']);
    } finally {
      await t.close();
    }
  });
});
