import { describe, expect, it } from 'vitest';
import { writableUntilHint } from './writable-until';

describe('writableUntilHint (how long a testimonial can still be written)', () => {
  it.each([
    ['2026-11-20T12:00:00Z', 'Until Monday 30 November 2026'],
    ['2026-11-23T12:00:00Z', 'Until Monday 30 November 2026'],
    ['2026-11-24T12:00:00Z', 'Written for 7 more days'],
    ['2026-11-29T12:00:00Z', 'Written for 2 more days'],
    ['2026-11-30T23:59:00Z', 'Written until midnight tonight'],
  ])('on %s, for a last day of 30 November: %s', (now, hint) => {
    expect(writableUntilHint('2026-11-30', Date.parse(now))).toBe(hint);
  });

  it('counts from the London date, an hour ahead of UTC in summer', () => {
    // 23:30 UTC on 29 June is 00:30 on 30 June in London: the last day.
    expect(writableUntilHint('2026-06-30', Date.parse('2026-06-29T23:30:00Z'))).toBe(
      'Written until midnight tonight',
    );
  });
});
