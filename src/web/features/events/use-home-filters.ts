import { useSearchParams } from 'react-router';
import type { DateFilter } from '@shared/events/date-filters';
import { homeFiltersFrom } from './home-filters';

/**
 * Home's filters, read from and written to its address (replacing the entry, so Back leaves
 * the page rather than undoing a filter). An empty value takes its key out of the address.
 */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const setFilters = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return {
    ...homeFiltersFrom(params),
    clearSearch: () => setFilters({ q: null }),
    setDate: (date: DateFilter) => setFilters({ date: date === 'all' ? null : date }),
    setCategories: (ids: number[]) =>
      setFilters({ categories: ids.length > 0 ? ids.join(',') : null }),
    setFacts: (ids: number[]) => setFilters({ facts: ids.length > 0 ? ids.join(',') : null }),
    clearFilters: () => setFilters({ date: null, categories: null, facts: null }),
  };
}
