// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventCard } from '@shared/events/event-schemas';
import type { EventFact } from '@shared/events/event-facts';
import { stubApi } from '@web/test/hook-providers';
import { eventCard } from '@web/test/event-cards';
import { HomeEvents } from './home-events';

const facts: EventFact[] = [
  { id: 1, kind: 'access', name: 'Step-free entrance', icon: 'accessibility' },
  { id: 9, kind: 'atmosphere', name: 'Quiet space', icon: 'volume-x' },
  { id: 12, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' },
];

const cacao: EventCard = eventCard({
  path: '/events/cacao-circle-e1',
  title: 'Cacao Circle',
  startTime: '19:00',
  endTime: '21:00',
  startsAt: '2099-12-05T19:00:00.000Z',
  locationText: 'Hackney, London',
  city: 'London',
  imageUrl: '/uploads/cacao.jpg',
  facts: [facts[0]!],
});

/** The API: the catalogue's facts, and the list, empty once it is asked for `emptyFor`. */
function stubHomeApi(emptyFor = 'never') {
  return stubApi((_method, path) => {
    if (path === '/api/event-catalogue') return { body: { categories: [], tags: [], facts } };
    if (path === '/api/event-categories/upcoming') return { body: { categories: [] } };
    const events = path.includes(emptyFor) ? [] : [cacao];
    return { body: { events, nextCursor: null } };
  });
}

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

/** Home's events at `address`, as after a reload of it. */
function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <HomeEvents />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => decodeURIComponent(screen.getByLabelText('Address').textContent ?? '');
const listRequests = (requests: { path: string }[]) =>
  requests.map((r) => decodeURIComponent(r.path)).filter((p) => p.startsWith('/api/events?'));

describe('HomeEvents: "What to expect"', () => {
  it('shows the facts of a shared address pressed, and asks the list for them', async () => {
    const requests = stubHomeApi();
    renderAt('/?facts=9&categories=3');
    const quiet = await screen.findByRole('button', { name: 'Quiet space' });
    expect(quiet.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Step-free entrance' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(listRequests(requests)).toEqual(['/api/events?date=all&categories=3&facts=9']);
  });

  it('puts a chosen fact in the address and in the list request, with the other filters', async () => {
    const requests = stubHomeApi();
    renderAt('/?date=weekend&categories=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Step-free entrance' }));
    expect(address()).toBe('?date=weekend&categories=3&facts=1');
    fireEvent.click(screen.getByRole('button', { name: 'Beginners welcome' }));
    expect(address()).toBe('?date=weekend&categories=3&facts=1,12');
    expect(
      screen.getByRole('button', { name: 'Beginners welcome' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() =>
      expect(listRequests(requests)).toContain('/api/events?date=weekend&categories=3&facts=1,12'),
    );
    // The card shows its facts once the list has come.
    const card = (await screen.findByRole('link', { name: 'Cacao Circle' })).closest('article')!;
    expect(card.textContent).toContain('Step-free entrance');
  });

  it('says when no event has every chosen fact, and clears every filter', async () => {
    const requests = stubHomeApi('facts=');
    renderAt('/?categories=3&facts=9,12');
    expect(await screen.findByText('No events match these filters')).toBeTruthy();
    expect(screen.getByText(/Try fewer things to expect/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(address()).toBe('');
    expect(screen.getByRole('button', { name: 'Quiet space' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await screen.findByRole('link', { name: 'Cacao Circle' });
    expect(listRequests(requests).at(-1)).toBe('/api/events?date=all');
  });
});
