/**
 * Spec 01 §9: the home page's date filters. Kept free of date-fns and zod so the home page can
 * show them without loading either (`london-dates.ts` turns each into a range of dates).
 */

import { keysOf } from '../keys-of';

export const dateFilterLabels = {
  all: 'All dates',
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  week: 'This week',
  month: 'This month',
} as const;
export type DateFilter = keyof typeof dateFilterLabels;
export const DATE_FILTERS = keysOf(dateFilterLabels);
