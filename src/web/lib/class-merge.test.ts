import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/** Every word inside a string literal of the web app's source: its classes, and some noise. */
function wordsInSource(): string[] {
  const root = path.resolve('src/web');
  const words = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const word of text!.split(/\s+/)) if (word) words.add(word);
  }
  return [...words];
}

describe('mergeClasses', () => {
  it('merges every pair of the classes Kindred writes exactly as tailwind-merge does', () => {
    // A pair settles everything: a class is left out when, and only when, a later one in the
    // list conflicts with it, so lists that agree pair by pair agree whole.
    const words = wordsInSource();
    // Words neither treats as a Tailwind class are kept by both whatever follows them.
    const classes = words.filter(
      (w) => twMerge(`${w} ${w}`) === w || mergeClasses(`${w} ${w}`) === w,
    );
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected)
          differences.push(`"${list}": "${mergeClasses(list)}", tailwind-merge "${expected}"`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps the later of two conflicting classes, under the same variants only', () => {
    expect(mergeClasses('size-9 rounded-full bg-sage-100 size-6')).toBe(
      'rounded-full bg-sage-100 size-6',
    );
    expect(mergeClasses('inline-flex h-9 px-3 hidden xs:inline-flex')).toBe(
      'h-9 px-3 hidden xs:inline-flex',
    );
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('leading-6 text-sm')).toBe('text-sm');
    expect(mergeClasses('text-sm text-red-800')).toBe('text-sm text-red-800');
    expect(mergeClasses('hover:bg-white focus:bg-white hover:bg-sage-100')).toBe(
      'focus:bg-white hover:bg-sage-100',
    );
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-6 !size-5')).toBe('[&_svg]:size-6 !size-5');
    expect(mergeClasses('bg-white/95 bg-cream/80')).toBe('bg-cream/80');
    expect(mergeClasses('container-page my-class my-class')).toBe(
      'container-page my-class my-class',
    );
  });
});
