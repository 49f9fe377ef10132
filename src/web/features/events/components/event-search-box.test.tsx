// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventSearchBox } from './event-search-box';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EventSearchBox />
      <Address />
    </MemoryRouter>,
  );
  return {
    box: () => screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement,
    address: () => new URLSearchParams(screen.getByLabelText('address').textContent ?? ''),
  };
}

describe('EventSearchBox', () => {
  it('shows the search in the address and offers no clear button while empty', () => {
    const { box } = renderAt('/?q=yoga');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(box().value).toBe('yoga');
    cleanup();
    renderAt('/');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('writes what is typed into the address, keeping the categories under 3 characters', () => {
    const { box, address } = renderAt('/?categories=1,2');
    fireEvent.change(box(), { target: { value: 'yo' } });
    expect(box().value).toBe('yo');
    expect(address().get('q')).toBe('yo');
    expect(address().get('categories')).toBe('1,2');
  });

  it('clears the selected categories once the search is 3 characters or more', () => {
    const { box, address } = renderAt('/?categories=1,2');
    fireEvent.change(box(), { target: { value: 'yog' } });
    expect(address().get('q')).toBe('yog');
    expect(address().has('categories')).toBe(false);
  });

  it('"Clear search" empties the box and removes the search from the address', () => {
    const { box, address } = renderAt('/?q=yoga');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(address().has('q')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
