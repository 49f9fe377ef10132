/**
 * Spec 01 §9: the home page's date filters. Kept free of date-fns and zod so the home page can
 * show them without loading either (`london-dates.ts` turns each into a range of dates).
 */
export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'weekend', 'week', 'month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const dateFilterLabels: Record<DateFilter, string> = {
  all: 'All dates',
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  week: 'This week',
  month: 'This month',
};
