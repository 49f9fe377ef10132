import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventAs, signUpHost } from './server/test/event-helpers';
import { saveSpace } from './server/test/space-helpers';
import { createTestApp, type TestApp } from './server/test/test-app';
import { createWebDist } from './server/test/web-dist';
import * as serverEntry from './web/entry-server';

/**
 * The statements one landing page drawn for a visitor sends to PostgreSQL (issue 20): its head
 * and the API answers its app is drawn from ask for the same event, tickets and settings, and
 * share each read (lib/page-reads). Counted on PostgreSQL only, where the driver tells of every
 * statement.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the reads of a landing page', () => {
  let t: TestApp;
  let base: string;
  let event: { id: string; path: string };
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      webDistDir: (await createWebDist()).dir,
      serverEntry,
      publicCacheSeconds: 0,
      // postgres.js reads the array types once per new connection: the pool's, not the page's.
      onQuery: (text) => counting && !text.includes('pg_catalog') && statements.push(text),
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const maya = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    await saveSpace(t.app, maya.cookie, { displayName: 'Maya Moves', handle: 'maya-moves' });
    event = await createEventAs(t.app, maya.cookie, { title: 'Sunrise Sound Bath' });
    // The first drawing in a process loads every lazy part's code.
    for (const path of ['/', event.path, '/@maya-moves']) await drawn(path);
  });
  afterAll(() => t.close());

  /** A person's browser asks for the page and reads it to its end. */
  async function drawn(path: string) {
    const answer = await fetch(`${base}${path}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' },
    });
    return answer.text();
  }

  async function sentFor(path: string) {
    statements = [];
    counting = true;
    try {
      const html = await drawn(path);
      return { html, sent: statements };
    } finally {
      counting = false;
    }
  }

  const repeated = (sent: string[]) => sent.filter((text, at) => sent.indexOf(text) !== at);

  it('reads the event, its tickets and its booking settings once for the head and the page', async () => {
    const { html, sent } = await sentFor(event.path);
    expect(html).toContain('Sunrise Sound Bath');
    expect(html).toContain('"offers"');
    expect(repeated(sent), sent.join('\n---\n')).toEqual([]);
  });

  it('reads nothing twice for home and a space', async () => {
    for (const path of ['/', '/@maya-moves']) {
      const { html, sent } = await sentFor(path);
      expect(html).toContain('Maya Moves');
      expect(repeated(sent), `${path}: ${sent.length} statements`).toEqual([]);
    }
  });
});
