import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Class names joined, a later Tailwind class winning over an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
