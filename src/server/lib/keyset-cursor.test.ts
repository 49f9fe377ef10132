import { describe, expect, it } from 'vitest';
import { cursorParts, encodeCursor, expiredCursor } from './keyset-cursor';

describe('keyset cursors', () => {
  it('give back the values they were made of', () => {
    const cursor = encodeCursor(['2026-06-20', '19:00', 'a1b2']);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursorParts(cursor, 3)).toEqual(['2026-06-20', '19:00', 'a1b2']);
    expect(cursorParts(undefined, 3)).toBeUndefined();
  });

  it('refuse a cursor changed by hand, or of another length, in words', () => {
    for (const bad of ['%%%', 'bm90IGpzb24', encodeCursor({ a: 1 } as never), encodeCursor([1, 2])])
      expect(() => cursorParts(bad, 3)).toThrow('That page of results has expired. Please reload.');
    expect(() => cursorParts('bm90IGpzb24', 2, () => expiredCursor('orders'))).toThrow(
      'That page of orders has expired. Please reload.',
    );
  });
});
