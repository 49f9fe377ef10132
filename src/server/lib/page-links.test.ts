import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysetPages, type PageReader } from './page-links';

/** A table of numbers 0..size-1 read the way the repositories read theirs. */
function tableOf(size: number) {
  const reads: Array<{ after: number | null; skip: number; limit: number }> = [];
  const read: PageReader<number> = async ({ after, skip, limit }) => {
    reads.push({ after, skip, limit });
    const from = after === null ? skip : after + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, size - from)) }, (_, i) => from + i);
  };
  return { read, reads };
}

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('reading a table a page at a time', () => {
  it('gives exactly the rows from the skip-th on, at most take of them, in pages of pageSize', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(60),
        fc.nat(70),
        fc.nat(70),
        fc.integer({ min: 1, max: 9 }),
        async (size, skip, take, pageSize) => {
          const { read, reads } = tableOf(size);
          const pages = await collect(keysetPages(read, { skip, take, pageSize }));
          const expected = Array.from({ length: size }, (_, i) => i).slice(skip, skip + take);
          expect(pages.flat()).toEqual(expected);
          expect(pages.every((page) => page.length > 0 && page.length <= pageSize)).toBe(true);
          // Only the first read skips; the others carry on from the last row read.
          expect(reads.slice(1).every((r) => r.skip === 0 && r.after !== null)).toBe(true);
          if (take > 0) expect(reads[0]).toMatchObject({ after: null, skip });
          else expect(reads).toEqual([]);
        },
      ),
    );
  });
});
