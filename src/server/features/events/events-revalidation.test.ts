import { beforeAll, describe, expect, it } from 'vitest';
import { eventCategories } from '../../db/schema/events';
import { callApi, databaseTargets } from '../../test/test-app';
import { createEventAs, eventInput, signUpHost } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import { createBareWebDist } from '../../test/web-dist';

// Issue 9 item 4: an unpublished, deleted or edited event must be gone or changed on any
// visitor's next load. Browsers and CDNs may keep public answers, but only to ask whether they
// are still current (no-cache + ETag): while nothing changed they get 304 and no body; after a
// change, the new answer.
describe.each(databaseTargets)('events: what browsers and CDNs may reuse (%s)', (target) => {
  const t = useTestApp(target, async () => ({ webDistDir: await createBareWebDist() }));
  let host: string;
  let categoryId: number;
  let cacaoId: number;
  beforeAll(async () => {
    host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    const [category] = await t.db
      .insert(eventCategories)
      .values({ name: 'Tidal Practices', color: '#2D4A22' })
      .returning();
    categoryId = category!.id;
    const [cacao] = await t.db
      .insert(eventCategories)
      .values({ name: 'Cacao Rituals', color: '#6B3E26' })
      .returning();
    cacaoId = cacao!.id;
  });

  /**
   * Every public answer that shows this event, as a visitor gets it; the category chips too when
   * the event alone uses one of them.
   */
  const answersShowing = (event: { id: string; path: string }, word: string, chips = false) => [
    '/api/events',
    `/api/events/search?q=${word}`,
    ...(chips ? ['/api/event-categories/upcoming'] : []),
    `/api/events/${event.id}`,
    `/api/events/${event.id}/calendar.ics`,
    event.path,
  ];
  /** A published event of this host on that day. */
  const publishOn = (date: string, overrides: Parameters<typeof eventInput>[0]) =>
    createEventAs(t.app, host, { startDate: date, endDate: date, ...overrides });
  const get = (url: string, etag?: string) =>
    t.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });
  const etagsOf = async (urls: string[]) => {
    const etags = new Map<string, string>();
    for (const url of urls) etags.set(url, (await get(url)).headers.etag as string);
    return etags;
  };

  it('lets no public answer be reused without asking, and answers 304 while it is unchanged', async () => {
    const event = await createEventAs(t.app, host, {
      title: 'Tidal Breathwork',
      categoryIds: [categoryId],
    });
    for (const url of answersShowing(event, 'tidal', true)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const cacheControl = String(first.headers['cache-control']);
      expect(cacheControl, url).toMatch(/\bno-cache\b/);
      expect(cacheControl, url).not.toMatch(/max-age=[1-9]|stale-while-revalidate|stale-if-error/);
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);

      const again = await get(url, first.headers.etag as string);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      // A list of validators, weak or strong, is compared weakly (RFC 9110 §13.1.2).
      const listed = await get(url, `"other", W/${first.headers.etag as string}`);
      expect(listed.statusCode, url).toBe(304);
      expect((await get(url, '"something-else"')).statusCode, url).toBe(200);
    }
  });

  it('gives the next load without the event once its host unpublishes it, never a 304', async () => {
    const event = await publishOn('2099-02-01', {
      title: 'Cacao Unpublished',
      categoryIds: [cacaoId],
    });
    const urls = answersShowing(event, 'unpublished', true);
    const before = await etagsOf(urls);
    const unpublished = await callApi(t, 'POST', `/api/events/${event.id}/unpublish`, host);
    expect(unpublished.statusCode).toBe(200);
    for (const url of urls) expectFreshAndUnreusable(await get(url, before.get(url)), url);
    expect(titles((await get('/api/events', before.get('/api/events'))).json())).not.toContain(
      'Cacao Unpublished',
    );
    expect((await get(`/api/events/search?q=unpublished`)).json().events).toEqual([]);
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await get(event.path)).statusCode).toBe(404);
  });

  it('gives the next load the new title once its host edits it', async () => {
    const date = '2099-02-02';
    const event = await publishOn(date, { title: 'Moonrise Kirtan' });
    const urls = answersShowing(event, 'moonrise');
    const before = await etagsOf(urls);
    const edited = await callApi(t, 'PUT', `/api/events/${event.id}`, host, {
      event: eventInput({ title: 'Moonrise Kirtan and Chai', startDate: date, endDate: date }),
      publish: true,
    });
    expect(edited.statusCode).toBe(200);
    for (const url of urls) {
      const next = await get(url, before.get(url));
      expectFreshAndUnreusable(next, url);
      expect(next.statusCode, url).toBe(200);
      expect(next.headers.etag, url).not.toBe(before.get(url));
    }
    expect((await get(`/api/events/${event.id}`)).json().title).toBe('Moonrise Kirtan and Chai');
    expect((await get(event.path)).body).toContain('<title>Moonrise Kirtan and Chai · Kindred');
  });

  it('gives the next load without the event once its host deletes it', async () => {
    const event = await publishOn('2099-02-03', { title: 'Gong Farewell' });
    const urls = answersShowing(event, 'farewell');
    const before = await etagsOf(urls);
    const deleted = await callApi(t, 'DELETE', `/api/events/${event.id}`, host);
    expect(deleted.statusCode).toBe(204);
    for (const url of urls) expectFreshAndUnreusable(await get(url, before.get(url)), url);
    expect((await get('/api/events/search?q=farewell')).json().events).toEqual([]);
  });

  it('keeps what a signed-in person sees out of every cache', async () => {
    const event = await publishOn('2099-02-04', { title: 'Private View' });
    for (const url of ['/api/events', '/api/events/search?q=private', `/api/events/${event.id}`]) {
      const response = await t.app.inject({ url, headers: { cookie: host } });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const page = await t.app.inject({ url: event.path, headers: { cookie: host } });
    expect(page.headers['cache-control']).toMatch(/^private, no-cache/);
  });
});

/** A full answer (never a 304 for the old content) that no cache may reuse without asking. */
function expectFreshAndUnreusable(
  response: { statusCode: number; headers: Record<string, unknown> },
  url: string,
) {
  expect(response.statusCode, url).not.toBe(304);
  const cacheControl = String(response.headers['cache-control']);
  expect(cacheControl, url).toMatch(/\bno-cache\b|\bno-store\b/);
  expect(cacheControl, url).not.toMatch(/max-age=[1-9]|stale-while-revalidate|stale-if-error/);
}

function titles(body: { events: Array<{ title: string }> }): string[] {
  return body.events.map((e) => e.title);
}
