import { describe, expect, it } from 'vitest';
import { cursorParts, encodeCursor, expiredCursor, newestFirstCursor } from './keyset-cursor';

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

  it('read a newest-first cursor as a time PostgreSQL wrote and an id, and refuse any other', () => {
    const id = '0b0f3c9e-8d1a-4f7e-9a55-2f1d6c3b7a10';
    const createdAt = '2026-05-01 10:00:00.123456+01';
    expect(newestFirstCursor(encodeCursor([createdAt, id]))).toEqual({ createdAt, id });
    expect(newestFirstCursor(undefined)).toBeUndefined();
    for (const bad of [
      [createdAt, 'not-an-id'],
      ['2026-02-30 10:00:00+00', id],
      [createdAt, id, 'more'],
    ])
      expect(() => newestFirstCursor(encodeCursor(bad))).toThrow(
        'That page of results has expired',
      );
    expect(() =>
      newestFirstCursor(encodeCursor(['2026-13-01 10:00:00+00', id]), () =>
        expiredCursor('orders'),
      ),
    ).toThrow('That page of orders has expired');
  });
});
