import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEventAs, eventInput, signUpHost } from '../../test/event-helpers';

// Issue 9 item 4 with more than one app process: each keeps a few seconds of public answers in
// memory (ADR 7). A change made through one process must reach a visitor whose next load is
// answered by another, not only after that process's cache runs out. The cache here lasts a
// minute, so only the message between the processes can explain a fresh answer.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'events: two app processes on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: TestApp;
    let host: string;
    beforeAll(async () => {
      first = await createTestApp('postgres', { publicCacheSeconds: 60 });
      second = await createTestApp('postgres', {
        publicCacheSeconds: 60,
        databaseUrl: first.databaseUrl,
      });
      host = (await signUpHost(first, 'Maya Rivers', 'maya@example.com')).cookie;
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    const titlesOnHome = async (t: TestApp) =>
      ((await t.app.inject({ url: '/api/events' })).json().events as Array<{ title: string }>).map(
        (e) => e.title,
      );
    /** The other process hears of a change within a moment; never wait for its minute. */
    const eventually = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await check()); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return check();
    };

    it("drops an unpublished event from the other process's answers at once", async () => {
      const event = await createEventAs(first.app, host, { title: 'Tidal Breathwork' });
      expect(await titlesOnHome(second)).toContain('Tidal Breathwork');
      const eventAnswer = await second.app.inject({ url: `/api/events/${event.id}` });
      expect(eventAnswer.statusCode).toBe(200);

      const unpublished = await first.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/unpublish`,
        headers: { cookie: host },
      });
      expect(unpublished.statusCode).toBe(200);

      // Messages of earlier changes may still be on their way, so both answers are awaited.
      const gone = async () =>
        !(await titlesOnHome(second)).includes('Tidal Breathwork') &&
        (await second.app.inject({ url: `/api/events/${event.id}` })).statusCode === 404;
      expect(await eventually(gone)).toBe(true);
    });

    it('shows an edited title through the other process', async () => {
      const event = await createEventAs(first.app, host, { title: 'Cacao at Dusk' });
      expect(
        await eventually(async () => (await titlesOnHome(second)).includes('Cacao at Dusk')),
      ).toBe(true);

      const edited = await first.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: { cookie: host },
        payload: { event: eventInput({ title: 'Cacao at Midnight' }), publish: true },
      });
      expect(edited.statusCode).toBe(200);

      expect(
        await eventually(async () => (await titlesOnHome(second)).includes('Cacao at Midnight')),
      ).toBe(true);
      expect(await titlesOnHome(second)).not.toContain('Cacao at Dusk');
    });
  },
);
