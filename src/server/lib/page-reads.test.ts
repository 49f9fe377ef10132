import { describe, expect, it } from 'vitest';
import { readOncePerPage, withPageReads } from './page-reads';

describe('reads shared within one page drawing', () => {
  it('reads a key once within a drawing, its later asks (however deep) sharing the answer', async () => {
    let reads = 0;
    const read = () => readOncePerPage('event:1', async () => ++reads);
    const answers = await withPageReads(async () => {
      const first = await read();
      // An API answer the drawing asks for runs later, in a callback it started.
      const later = await new Promise<number>((resolve) => setImmediate(() => resolve(read())));
      return [first, later, await readOncePerPage('event:2', async () => 99)];
    });
    expect(answers).toEqual([1, 1, 99]);
    expect(reads).toBe(1);
  });

  it('shares nothing between drawings, nor outside one', async () => {
    let reads = 0;
    const read = () => readOncePerPage('event:1', async () => ++reads);
    expect(await withPageReads(read)).toBe(1);
    expect(await withPageReads(read)).toBe(2);
    expect(await read()).toBe(3);
    expect(await read()).toBe(4);
  });

  it('shares a failure within the drawing, as a second read would have failed the same', async () => {
    let reads = 0;
    await withPageReads(async () => {
      const failing = () =>
        readOncePerPage('event:1', async () => {
          reads++;
          throw new Error('gone');
        });
      await expect(failing()).rejects.toThrow('gone');
      await expect(failing()).rejects.toThrow('gone');
    });
    expect(reads).toBe(1);
  });
});
