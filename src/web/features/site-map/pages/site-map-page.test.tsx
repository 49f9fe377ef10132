// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { optionTexts } from '@web/test/dom-queries';
import type { ListedRoute } from '../route-list';
import SiteMapPage from './site-map-page';

const routes: ListedRoute[] = [
  { pattern: '/', title: 'Home', access: 'everyone', onboardingMayVisit: false, href: '/' },
  {
    pattern: '/events/:eventSlug',
    title: 'Event page',
    access: 'everyone',
    onboardingMayVisit: false,
    href: null,
  },
  {
    pattern: '/host-dashboard/:tab?',
    title: 'Host dashboard',
    access: 'host',
    onboardingMayVisit: true,
    href: '/host-dashboard',
  },
  {
    pattern: '/super-admin',
    title: 'Super Admin',
    access: 'super-admin',
    onboardingMayVisit: false,
    href: '/super-admin',
  },
];

describe('the super admin’s site map', () => {
  const mount = () =>
    render(
      <MemoryRouter>
        <SiteMapPage routes={routes} />
      </MemoryRouter>,
    );
  const addresses = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('lists every route with who may open it, linking those without parameters', () => {
    mount();
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 4 routes');
    expect(addresses()).toEqual([
      '/',
      '/events/:eventSlug',
      '/host-dashboard/:tab?',
      '/super-admin',
    ]);
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('link', { name: '/super-admin' }).getAttribute('href')).toBe(
      '/super-admin',
    );
    expect(table.queryByRole('link', { name: '/events/:eventSlug' })).toBeNull();
    expect(table.getByText('owes onboarding may visit')).toBeTruthy();
  });

  it('filters by words and by access, and brings every route back from the empty state', () => {
    mount();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search routes' }), {
      target: { value: 'host dash' },
    });
    expect(addresses()).toEqual(['/host-dashboard/:tab?']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Who may see it' }), {
      target: { value: 'super-admin' },
    });
    expect(screen.getByText('No route matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every route' }));
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 4 routes');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search routes' }));
  });

  it('counts each access in the filter, and matches every word typed, in any order', () => {
    mount();
    const access = screen.getByRole('combobox', { name: 'Who may see it' });
    expect(optionTexts(access)).toEqual([
      'Anyone (all 4)',
      'Everyone (2)',
      'Signed-in (0)',
      'Host (1)',
      'Super admin (1)',
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search routes' }), {
      target: { value: 'dashboard HOST' },
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 4 routes');
  });
});
