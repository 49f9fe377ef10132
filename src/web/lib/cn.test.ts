import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  classCandidates,
  classGroupReader,
  configSource,
} from '../../../scripts/tailwind-merge-config.mjs';
import { cn } from './cn';

/**
 * `cn()` merges with tailwind-merge's own rules cut down to the class groups the app writes
 * (ADR 29). These tests hold the cut to the source: a class of a new kind, or a stale file, fails
 * here, and the merge must decide every pair of the app's classes as the full rules do.
 */
describe('cn, on tailwind-merge rules cut to the app', () => {
  it('has its rules written from the source as it is now (npm run tailwind-merge-config)', async () => {
    const { readFile } = await import('node:fs/promises');
    const written = await readFile(new URL('./tailwind-merge-config.ts', import.meta.url), 'utf8');
    expect(written).toBe(await configSource());
  });

  it('merges every pair of the classes the app writes as the full rules do', async () => {
    const groupOf = classGroupReader();
    const classes = ((await classCandidates()) as string[]).filter((word) => groupOf(word));
    expect(classes.length).toBeGreaterThan(300);
    const differing: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differing.push(pair);
      }
    expect(differing.slice(0, 10)).toEqual([]);
  });

  it('lets a later class win over an earlier one of its kind, and keeps the rest', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2', false, 'hover:bg-sage-200')).toBe(
      'py-2 text-sm px-2 hover:bg-sage-200',
    );
    expect(cn('h-9 w-full', { 'h-11': true })).toBe('w-full h-11');
  });
});
