import { describe, expect, it } from 'vitest';
import { moonPhaseDates } from './moon-phases';
import type { MoonPhase } from './series-rules';

/**
 * Published instants of the Moon's phases, in UTC. 2026's full moons: timeanddate.com's table
 * (as NASA's), given in US Eastern time by the press and converted here. 2027's phases: Fred
 * Espenak's "Phases of the Moon" (astropixels.com), given in CET (UTC+1) and converted here.
 */
const PUBLISHED: Record<MoonPhase, Record<string, string[]>> = {
  full: {
    2026: [
      '2026-01-03T10:03Z',
      '2026-02-01T22:09Z',
      '2026-03-03T11:38Z',
      '2026-04-02T02:12Z',
      '2026-05-01T17:23Z',
      '2026-05-31T08:45Z',
      '2026-06-29T23:57Z',
      '2026-07-29T14:36Z',
      '2026-08-28T04:18Z',
      '2026-09-26T16:49Z',
      '2026-10-26T04:12Z',
      '2026-11-24T14:53Z',
      '2026-12-24T01:28Z',
    ],
    2027: [
      '2027-01-22T12:17Z',
      '2027-02-20T23:23Z',
      '2027-03-22T10:44Z',
      '2027-04-20T22:27Z',
      '2027-05-20T10:59Z',
      '2027-06-19T00:44Z',
      '2027-07-18T15:45Z',
      '2027-08-17T07:29Z',
      '2027-09-15T23:04Z',
      '2027-10-15T13:47Z',
      '2027-11-14T03:26Z',
      '2027-12-13T16:09Z',
    ],
  },
  new: {
    2027: [
      '2027-01-07T20:24Z',
      '2027-02-06T15:56Z',
      '2027-03-08T09:29Z',
      '2027-04-06T23:51Z',
      '2027-05-06T10:58Z',
      '2027-06-04T19:40Z',
      '2027-07-04T03:02Z',
      '2027-08-02T10:05Z',
      '2027-08-31T17:41Z',
      '2027-09-30T02:36Z',
      '2027-10-29T13:36Z',
      '2027-11-28T03:24Z',
      '2027-12-27T20:12Z',
    ],
  },
};

function phasesOf(phase: MoonPhase, year: string) {
  const found: { date: string; instant: Date }[] = [];
  moonPhaseDates(phase, `${year}-01-01`, (date, instant) => {
    if (!date.startsWith(year)) return false;
    found.push({ date, instant });
    return true;
  });
  return found;
}

describe('moon phases', () => {
  const cases = Object.entries(PUBLISHED).flatMap(([phase, years]) =>
    Object.entries(years).map(([year, instants]) => ({
      phase: phase as MoonPhase,
      year,
      instants,
    })),
  );

  it.each(cases)(
    'finds every $phase moon of $year within two minutes of the published time',
    ({ phase, year, instants }) => {
      const found = phasesOf(phase, year);
      expect(found).toHaveLength(instants.length);
      found.forEach(({ instant }, index) => {
        const published = new Date(instants[index]!).getTime();
        expect(Math.abs(instant.getTime() - published)).toBeLessThan(2 * 60_000);
      });
    },
  );

  it('dates each phase by London’s calendar, in summer time too', () => {
    const full2026 = phasesOf('full', '2026').map(({ date }) => date);
    // 23:57 UTC on 29 June is 00:57 on the 30th in London (BST).
    expect(full2026).toContain('2026-06-30');
    expect(full2026).not.toContain('2026-06-29');
    const full2027 = phasesOf('full', '2027').map(({ date }) => date);
    // 23:23 UTC on 20 February is still the 20th in London (GMT)…
    expect(full2027).toContain('2027-02-20');
    // …but 23:04 UTC on 15 September is 00:04 on the 16th (BST).
    expect(full2027).toContain('2027-09-16');
    const new2027 = phasesOf('new', '2027').map(({ date }) => date);
    expect(new2027).toContain('2027-04-07');
  });

  it('begins at the start of London’s day, so a phase early that morning counts', () => {
    const dates: string[] = [];
    // The full moon of 24 December 2026 is at 01:28 in London.
    moonPhaseDates('full', '2026-12-24', (date) => (dates.push(date), false));
    expect(dates).toEqual(['2026-12-24']);
  });
});
