// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHomeFilters } from './use-home-filters';

/** The hook at `address`, with the address it leaves the page at. */
function mount(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ filters: useHomeFilters(), location: useLocation(), how: useNavigationType() }),
    { wrapper },
  );
}

describe('useHomeFilters (home’s filters, kept in its address)', () => {
  it('reads the filters from the address, ignoring what it cannot use', () => {
    const { result } = mount('/?date=weekend&categories=3,x,0,7&facts=9,-1,12,9&q=cacao');
    expect(result.current.filters).toMatchObject({
      date: 'weekend',
      categories: [3, 7],
      facts: [9, 12],
      q: 'cacao',
    });
    expect(mount('/?date=someday').result.current.filters.date).toBe('all');
    // The API takes at most 20 facts: more would fail the whole list.
    const many = Array.from({ length: 25 }, (_, i) => i + 1).join(',');
    expect(mount(`/?facts=${many}`).result.current.filters.facts).toHaveLength(20);
  });

  it('writes a date, categories and facts, and takes them out again when cleared', () => {
    const { result } = mount('/');
    act(() => result.current.filters.setDate('today'));
    act(() => result.current.filters.setCategories([2, 5]));
    act(() => result.current.filters.setFacts([9, 1]));
    expect(result.current.location.search).toBe('?date=today&categories=2%2C5&facts=9%2C1');
    act(() => result.current.filters.setDate('all'));
    act(() => result.current.filters.setCategories([]));
    act(() => result.current.filters.setFacts([]));
    expect(result.current.location.search).toBe('');
  });

  it('clears the filters together, leaving the search', () => {
    const { result } = mount('/?date=today&categories=1&facts=9&q=dance');
    act(() => result.current.filters.clearFilters());
    expect(result.current.location.search).toBe('?q=dance');
    act(() => result.current.filters.clearSearch());
    expect(result.current.location.search).toBe('');
  });

  it('replaces the history entry, so Back leaves the page rather than undoing a filter', () => {
    const { result } = mount('/?date=today');
    act(() => result.current.filters.setDate('weekend'));
    expect(result.current.how).toBe('REPLACE');
  });
});
