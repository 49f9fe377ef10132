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
    const { result } = mount('/?date=weekend&categories=3,x,0,7&q=cacao');
    expect(result.current.filters).toMatchObject({
      date: 'weekend',
      categories: [3, 7],
      q: 'cacao',
    });
    expect(mount('/?date=someday').result.current.filters.date).toBe('all');
  });

  it('writes a date and categories, and takes them out again when cleared', () => {
    const { result } = mount('/');
    act(() => result.current.filters.setDate('today'));
    act(() => result.current.filters.setCategories([2, 5]));
    expect(result.current.location.search).toBe('?date=today&categories=2%2C5');
    act(() => result.current.filters.setDate('all'));
    act(() => result.current.filters.setCategories([]));
    expect(result.current.location.search).toBe('');
  });

  it('clears the filters together, leaving the search', () => {
    const { result } = mount('/?date=today&categories=1&q=dance');
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
