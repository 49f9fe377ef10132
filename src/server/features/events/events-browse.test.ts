import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, signUp } from '../../test/test-app';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { listEvents, searchEvents } from './event-lists.service';
import { eventCategories, tags } from '../../db/schema/events';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)(
  'events: browsing and date filters in London time (%s)',
  (target) => {
    const t = useTestApp(target);
    let host: string;
    beforeAll(async () => {
      host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
      const at = (startDate: string, startTime: string, title: string) =>
        createEventAs(t.app, host, {
          title,
          startDate,
          startTime,
          endDate: startDate,
          endTime: '23:59',
        });
      await at('2026-06-13', '10:00', 'Saturday morning yoga');
      await at('2026-06-14', '18:00', 'Sunday evening circle');
      await at('2026-06-14', '09:00', 'Sunday morning breath');
      await at('2026-06-15', '07:00', 'Monday sunrise dance');
      await at('2026-06-19', '19:00', 'Friday sound bath');
      await at('2026-07-20', '19:00', 'July retreat');
      await at('2026-10-25', '00:30', 'Clocks go back ceremony');
      await at('2026-10-24', '20:00', 'Saturday before the change');
    });

    const titles = async (date: Parameters<typeof listEvents>[1]['date'], now: Date) =>
      (await listEvents(t.db, { date, categories: [], limit: 48 }, now)).events.map((e) => e.title);

    it('at 23:30 on a Sunday (summer), "today" is that Sunday, in start date and time order', async () => {
      const now = new Date('2026-06-14T22:30:00Z');
      expect(await titles('today', now)).toEqual([
        'Sunday morning breath',
        'Sunday evening circle',
      ]);
      expect(await titles('weekend', now)).toEqual([
        'Sunday morning breath',
        'Sunday evening circle',
      ]);
      expect(await titles('tomorrow', now)).toEqual(['Monday sunrise dance']);
      expect(await titles('week', now)).toEqual([
        'Sunday morning breath',
        'Sunday evening circle',
        'Monday sunrise dance',
        'Friday sound bath',
      ]);
    });

    it('"all" starts today: yesterday\'s events are gone', async () => {
      const list = await titles('all', new Date('2026-06-14T22:30:00Z'));
      expect(list[0]).toBe('Sunday morning breath');
      expect(list).not.toContain('Saturday morning yoga');
    });

    it('right after midnight on the night clocks go back, London is already on the new day', async () => {
      // 23:45 UTC on 24 Oct is 00:45 BST on Sunday 25 Oct.
      const now = new Date('2026-10-24T23:45:00Z');
      expect(await titles('today', now)).toEqual(['Clocks go back ceremony']);
      expect(await titles('all', now)).toEqual(['Clocks go back ceremony']);
    });

    it('pages through results with a cursor, never repeating or skipping', async () => {
      const now = new Date('2026-06-01T12:00:00Z');
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listEvents(t.db, { date: 'all', categories: [], limit: 3, cursor }, now);
        seen.push(...page.events.map((e) => e.title));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(await titles('all', now));
      expect(seen).toHaveLength(8);
    });

    it('refuses a tampered cursor with a clear message', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/events?cursor=not-a-cursor',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('That page of results has expired. Please reload.');
    });
  },
);

describe.each(databaseTargets)('events: search ranking (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    const host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    const soundHost = (await signUpHost(t, 'Sam Soundwell', 'sam@example.com')).cookie;
    const [soundCategory] = await t.db
      .insert(eventCategories)
      .values({ name: 'Soundscapes', color: '#333333' })
      .returning();
    const [soundTag] = await t.db.insert(tags).values({ name: 'Soundwalk' }).returning();
    const far = { startDate: '2099-03-01', endDate: '2099-03-01' };
    await createEventAs(t.app, host, { ...far, title: 'Deep Sound Immersion' }); // 80 word in title
    await createEventAs(t.app, host, { ...far, title: 'Sound Bath Journey' }); // 100 title starts
    await createEventAs(t.app, host, {
      ...far,
      title: 'Evening Rest',
      categoryIds: [soundCategory!.id],
    }); // 70
    await createEventAs(t.app, host, { ...far, title: 'Forest Walk', tagIds: [soundTag!.id] }); // 65
    await createEventAs(t.app, soundHost, { ...far, title: 'Morning Stretch' }); // 60 host
    await createEventAs(t.app, host, { ...far, title: 'Harbour Meditation', city: 'Soundham' }); // 50
    await createEventAs(t.app, host, { ...far, title: 'Candle Circle', venue: 'The Soundhouse' }); // 45
    await createEventAs(t.app, host, {
      ...far,
      title: 'Quiet Hour',
      subtitle: 'with gentle sound',
    }); // 30
    await createEventAs(t.app, host, {
      ...far,
      title: 'Tea Ceremony',
      description: 'sound of rain',
    }); // 20 description only
    await signUp(t, { email: 'x@example.com' });
  });

  it('orders results by the score table of spec 01 §9', async () => {
    const results = await searchEvents(t.db, 'sound', new Date('2026-11-21T12:00:00Z'));
    expect(results.map((r) => [r.title, r.score])).toEqual([
      ['Sound Bath Journey', 100],
      ['Deep Sound Immersion', 80],
      ['Evening Rest', 70],
      ['Forest Walk', 65],
      ['Morning Stretch', 60],
      ['Harbour Meditation', 50],
      ['Candle Circle', 45],
      ['Quiet Hour', 30],
      ['Tea Ceremony', 20],
    ]);
  });

  it('finds events by tag name and by host name, case-insensitively, in one API call', async () => {
    const byTag = await t.app.inject({ method: 'GET', url: '/api/events/search?q=SOUNDWALK' });
    expect(byTag.json().events.map((e: { title: string }) => e.title)).toEqual(['Forest Walk']);
    const byHost = await t.app.inject({ method: 'GET', url: '/api/events/search?q=soundwell' });
    expect(byHost.json().events.map((e: { title: string }) => e.title)).toEqual([
      'Morning Stretch',
    ]);
  });

  it('adds up to 10 points for events in the next 30 days', async () => {
    const host = (await signUpHost(t, 'Near Host', 'near@example.com')).cookie;
    await createEventAs(t.app, host, {
      title: 'Soundbowl Tonight',
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    await createEventAs(t.app, host, {
      title: 'Soundbowl Later',
      startDate: '2026-12-06',
      endDate: '2026-12-06',
    });
    const results = await searchEvents(t.db, 'soundbowl', new Date('2026-11-21T12:00:00Z'));
    expect(results.map((r) => [r.title, r.score])).toEqual([
      ['Soundbowl Tonight', 110],
      ['Soundbowl Later', 105],
    ]);
  });

  it('stays exact when many earlier events match a weaker field', async () => {
    const host = (await signUpHost(t, 'Busy Host', 'busy@example.com')).cookie;
    for (let i = 0; i < 55; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      await createEventAs(t.app, host, {
        title: `Evening ${i}`,
        subtitle: 'a lumina gathering',
        startDate: `2099-01-${day}`,
        endDate: `2099-01-${day}`,
      });
    }
    await createEventAs(t.app, host, {
      title: 'Lumina Festival',
      startDate: '2099-12-01',
      endDate: '2099-12-01',
    });
    const results = await searchEvents(t.db, 'lumina', new Date('2026-11-21T12:00:00Z'));
    expect(results[0]).toMatchObject({ title: 'Lumina Festival', score: 100 });
    expect(results).toHaveLength(50);
    expect(results.slice(1).every((r) => r.score === 30)).toBe(true);
  });

  it('needs at least 3 characters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/search?q=so' });
    expect(response.statusCode).toBe(400);
  });
});
