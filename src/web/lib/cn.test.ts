import { afterEach, describe, expect, it, vi } from 'vitest';
import { classesLostToMerge, cn } from './cn';

/**
 * `cn()` joins classes and merges nothing (ADR 36): in tests and in development it checks that
 * no class would have been dropped by tailwind-merge, since without the merge the stylesheet's
 * order, not the order written, would decide which one shows.
 */
describe('cn', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('joins classes, leaving out what is switched off', () => {
    expect(
      cn('px-4 py-2', false, null, undefined, 'text-sm', { 'font-medium': true, hidden: false }),
    ).toBe('px-4 py-2 text-sm font-medium');
    expect(cn(['grid gap-2', ['sm:grid-cols-2']])).toBe('grid gap-2 sm:grid-cols-2');
  });

  it('passes classes that do not conflict through unchanged, in their order', () => {
    const classes =
      'w-full rounded-xl border border-stone-300 px-3.5 pl-10 hover:bg-sage-100 sm:px-6 !bg-white';
    expect(cn(classes)).toBe(classes);
    expect(cn('h-11', 'md:h-12', 'focus-visible:border-forest-700', 'border-stone-300')).toBe(
      'h-11 md:h-12 focus-visible:border-forest-700 border-stone-300',
    );
  });

  it('throws in tests, naming the classes a later one overrides', () => {
    expect(() => cn('px-4 py-2 text-sm', 'px-2')).toThrow(/"px-4" conflict with later classes/);
    expect(() => cn('rounded-2xl border bg-white', 'border-0 bg-white/80')).toThrow(
      /"border bg-white" conflict/,
    );
  });

  it('says so on the console in development, and still joins', () => {
    vi.stubEnv('MODE', 'development');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(cn('text-2xl', 'text-xl')).toBe('text-2xl text-xl');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"text-2xl" conflict'));
  });

  it('counts as lost only what merging would drop, not a class written twice', () => {
    expect(classesLostToMerge('h-9 h-9 px-3')).toEqual([]);
    expect(classesLostToMerge('size-9 rounded-full size-6')).toEqual(['size-9']);
    expect(classesLostToMerge('leading-6 text-sm')).toEqual(['leading-6']);
  });
});
