import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Classes joined, nothing merged: the app's classes never conflict (ADR 36), so no class has to
 * win over another at run time, and tailwind-merge (5 kB on every page) stays out of the build.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  // `import.meta.env.DEV` is false in the production build, so this check and tailwind-merge
  // with it are dropped there; in development and in tests a conflict is caught where it is made.
  if (import.meta.env.DEV) reportConflicts(classes);
  return classes;
}

/**
 * Fails a test (or tells the developer) when two classes set the same thing, because without
 * a merge the stylesheet's order, not the order written, would decide which one shows.
 */
function reportConflicts(classes: string) {
  const dropped = classesLostToMerge(classes);
  if (dropped.length === 0) return;
  const message = `cn(): "${dropped.join(' ')}" conflict with later classes in "${classes}": drop them, or give the component a variant (ADR 36)`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}

/** The classes tailwind-merge would drop from `classes` because a later one overrides them. */
export function classesLostToMerge(classes: string) {
  const kept = new Set(twMerge(classes).split(' '));
  return classes.split(/\s+/).filter((word) => word !== '' && !kept.has(word));
}
