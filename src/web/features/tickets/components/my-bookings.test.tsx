// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '@shared/tickets/waitlist-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { mountRoutes } from '../test-pages';
import { MyBookings } from './my-bookings';

const booking = (reference: string, change: Partial<BookingSummary> = {}): BookingSummary => ({
  id: `order-${reference}`,
  reference,
  status: 'confirmed',
  event: {
    id: 'event-1',
    title: `Circle ${reference}`,
    path: `/events/circle-${reference.toLowerCase()}`,
    startsAt: '2099-06-12T18:00:00.000Z',
    endsAt: '2099-06-12T20:00:00.000Z',
  },
  tickets: 2,
  totalPence: 0,
  cancellable: false,
  ...change,
});

function mount(answer: (query: URLSearchParams) => Answer) {
  const requests = stubApi((_method, path) =>
    answer(new URL(path, 'http://kindred.test').searchParams),
  );
  mountRoutes([{ path: '/profile', element: <MyBookings /> }], '/profile');
  return requests;
}

const titles = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('MyBookings (the profile’s bookings)', () => {
  it('lists the upcoming bookings, each opening its tickets', async () => {
    mount(() => ({
      body: {
        orders: [
          booking('K-ONE', { cancellable: true }),
          booking('K-TWO', { status: 'awaiting_payment', tickets: 1 }),
        ],
        more: false,
      },
    }));
    expect(screen.getByRole('status').textContent).toBe('Loading your bookings…');
    await waitFor(() => expect(titles()).toEqual(['Circle K-ONE', 'Circle K-TWO']));
    const [one, two] = screen.getAllByRole('listitem');
    expect(one!.textContent).toContain('Confirmed');
    expect(one!.textContent).toContain('2 tickets · K-ONE');
    expect(two!.textContent).toContain('Awaiting payment');
    expect(two!.textContent).toContain('1 ticket · K-TWO');
    expect(within(one!).getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe(
      '/ticket-success?order=order-K-ONE',
    );
    // Only a booking its guest may still cancel offers it.
    expect(within(one!).getByRole('button', { name: /Cancel booking/ })).toBeTruthy();
    expect(within(two!).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('switches to past bookings, and says when there are none', async () => {
    const requests = mount((query) => ({
      body: {
        orders: query.get('when') === 'past' ? [] : [booking('K-ONE')],
        more: false,
      },
    }));
    await waitFor(() => expect(titles()).toEqual(['Circle K-ONE']));
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByText('You have no past bookings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Browse events' })).toBeNull();
    expect(requests.at(-1)!.path).toBe('/api/orders/mine?when=past&limit=10&offset=0');
  });

  it('points a guest with no upcoming bookings to the events', async () => {
    mount(() => ({ body: { orders: [], more: false } }));
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/');
  });

  it('adds the next ten below on "Show more bookings"', async () => {
    const first = Array.from({ length: 10 }, (_, i) => booking(`K-${i}`));
    const requests = mount((query) =>
      query.get('offset') === '10'
        ? { body: { orders: [booking('K-LAST')], more: false } }
        : { body: { orders: first, more: true } },
    );
    await waitFor(() => expect(titles()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show more bookings' }));
    await waitFor(() => expect(titles()).toHaveLength(11));
    expect(titles().at(-1)).toBe('Circle K-LAST');
    expect(requests.at(-1)!.path).toBe('/api/orders/mine?when=upcoming&limit=10&offset=10');
    expect(screen.queryByRole('button', { name: 'Show more bookings' })).toBeNull();
  });

  it('says plainly when the bookings cannot be loaded', async () => {
    mount(() => ({ status: 500, body: { message: 'Boom' } }));
    expect(
      await screen.findByText('Your bookings could not be loaded. Please refresh the page.'),
    ).toBeTruthy();
  });
});
