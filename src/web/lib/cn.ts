import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

// tailwind-merge with its own rules for the kinds of class the app writes, not for every kind
// Tailwind has: the full table was 8 kB of every page's JavaScript (ADR 29).
const merge = createTailwindMerge(() => tailwindMergeConfig);

/** Classes joined, a later Tailwind class winning over an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
