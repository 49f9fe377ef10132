import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../shared/events/london-dates';
import { events } from '../../db/schema/events';
import { databaseTargets } from '../../test/test-app';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { searchEvents } from './event-lists.service';
import { useTestApp } from '../../test/fixtures';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The London date `days` after 1 January 2027. */
function day(days: number): string {
  return new Date(Date.UTC(2027, 0, 1 + days)).toISOString().slice(0, 10);
}

// Spec 01 §9: a word found only in an event's description scores 20. How the search reaches
// such events depends on how common the word is among the earliest upcoming events (a sample of
// 100, see descriptionSample): each case below takes one of the three ways, and every one must
// find exactly the earliest matches.
describe.each(databaseTargets)('events: search in descriptions (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  let hostId: string;
  /** Many published events at once, straight into the table: search only reads it. */
  const insertEvents = (
    rows: Array<{ title: string; description: string; date: string; time: string }>,
  ) =>
    t.db.insert(events).values(
      rows.map(({ title, description, date, time }) => ({
        title,
        description,
        startDate: date,
        endDate: date,
        startTime: time,
        endTime: '23:00',
        startsAt: londonInstant(date, time),
        endsAt: londonInstant(date, '23:00'),
        locationType: 'online' as const,
        userId: hostId,
        isDraft: false,
      })),
    );
  /** A published event of this host on that day, through the API. */
  const publishOn = (date: string, overrides: Parameters<typeof createEventAs>[2]) =>
    createEventAs(t.app, host, { startDate: date, endDate: date, ...overrides });
  beforeAll(async () => {
    const account = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    host = account.cookie;
    hostId = account.userId;
    // 120 events from 1 January 2027; every fourth mentions wildflowers in its long description.
    await insertEvents(
      Array.from({ length: 120 }, (_, i) => ({
        title: `Gathering ${i}`,
        description: `${'We sit in a circle and share tea. '.repeat(40)}${
          i % 4 === 0 ? 'Bring a WildFlower for the altar.' : 'Bring a cushion.'
        }`,
        date: day(i),
        time: '19:00',
      })),
    );
  });

  it('finds a rare word that only a description holds, with its score', async () => {
    await publishOn('2099-05-01', {
      title: 'Tea Ceremony',
      description: 'Listen to the sound of rain on the roof.\nThen we drink marigold tea.',
    });
    const results = await searchEvents(t.db, 'Marigold', NOW);
    expect(results.map((r) => [r.title, r.score])).toEqual([['Tea Ceremony', 20]]);
  });

  it('finds every event whose description holds a word common among the first events', async () => {
    // About a quarter of the first 100 upcoming events match, the rest come later in the year.
    const results = await searchEvents(t.db, 'wildflower', NOW);
    const expected = Array.from({ length: 30 }, (_, i) => `Gathering ${i * 4}`);
    expect(results.map((r) => r.title)).toEqual(expected);
    expect(results.every((r) => r.score === 20)).toBe(true);
  });

  it('stays exact when more than 50 descriptions match, ranking better fields first', async () => {
    await insertEvents(
      Array.from({ length: 55 }, (_, i) => ({
        title: `Circle ${i}`,
        description: 'A gentle evening of everbloom songs.',
        date: '2026-12-01',
        time: `${String(7 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      })),
    );
    await publishOn('2099-01-01', {
      title: 'Dawn Walk',
      subtitle: 'with everbloom tea',
    });
    const results = await searchEvents(t.db, 'everbloom', NOW);
    expect(results).toHaveLength(50);
    expect(results[0]).toMatchObject({ title: 'Dawn Walk', score: 30 });
    // Then the 49 earliest description matches, in date and time order.
    expect(results.slice(1).map((r) => r.title)).toEqual(
      Array.from({ length: 49 }, (_, i) => `Circle ${i}`),
    );
  });

  it('matches the term as typed, not as a pattern', async () => {
    await publishOn('2099-06-01', {
      title: 'Discount Night',
      description: 'Members pay 50% less.',
    });
    expect((await searchEvents(t.db, '50%', NOW)).map((r) => r.title)).toEqual(['Discount Night']);
    expect(await searchEvents(t.db, '5_%', NOW)).toEqual([]);
  });
});
