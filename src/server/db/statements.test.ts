import { describe, expect, it } from 'vitest';
import { isoInstant } from './statements';

describe('isoInstant', () => {
  it('gives the same instant as Date would for every form PostgreSQL sends', () => {
    for (const sent of [
      '2026-11-22 19:30:00+00',
      '2026-03-29 00:59:59+00',
      '1999-12-31 23:59:59+00',
      '2026-11-22 19:30:00.5+00',
      '2026-11-22 19:30:00.123456+00',
      '2026-06-01 19:30:00+01',
      '2026-06-01 19:30:00+05:30',
    ])
      expect(isoInstant(sent), sent).toBe(new Date(sent).toISOString());
  });

  it('takes the Date PGlite sends', () => {
    expect(isoInstant(new Date(Date.UTC(2026, 10, 22, 19, 30)))).toBe('2026-11-22T19:30:00.000Z');
  });
});
