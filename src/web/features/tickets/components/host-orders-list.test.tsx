// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouteError } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostOrder, HostOrdersPage } from '@shared/tickets/host-order-schemas';
import { optionTexts } from '@web/test/dom-queries';
import { mountRoutes } from '../test-pages';
import { HostOrdersList } from './host-orders-list';

const MOON = {
  id: '0f6f0c8e-1f0a-4a57-9a39-4a3f5d2b6c11',
  title: 'Full moon circle',
  startsAt: '2099-01-01T19:00:00Z',
};
const DAWN = {
  id: '5b1d7c64-8a0e-4f57-9b3c-2d7e6f1a9c22',
  title: 'Dawn walk',
  startsAt: '2099-02-01T07:00:00Z',
};

const order = (reference: string, change: Partial<HostOrder> = {}): HostOrder => ({
  id: `order-${reference}`,
  reference,
  name: 'Juniper Hale',
  email: 'juniper@example.com',
  status: 'confirmed',
  totalPence: 0,
  createdAt: '2026-11-20T18:30:00.000Z',
  event: MOON,
  lines: [{ ticketName: 'Community place', quantity: 1 }],
  ...change,
});

const paid = order('K-PAID', {
  name: 'Rowan Ash',
  email: 'rowan@example.com',
  status: 'awaiting_payment',
  totalPence: 1350,
  lines: [{ ticketName: 'Supporter', quantity: 1 }],
});
const free = order('K-FREE');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Failed() {
  return <p>Failed: {(useRouteError() as Error).message}</p>;
}

describe('HostOrdersList (the host dashboard’s orders tab)', () => {
  let answer: (url: URL) => Response;
  const asked: URL[] = [];

  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const url = new URL(path, 'http://kindred.test');
        asked.push(url);
        return answer(url);
      }),
    );
  });

  const page = (orders: HostOrder[], nextCursor: string | null = null): HostOrdersPage => ({
    orders,
    nextCursor,
    events: [MOON, DAWN],
  });

  const mount = (address = '/host-dashboard/orders') =>
    mountRoutes(
      [
        {
          path: '/host-dashboard/orders',
          element: <HostOrdersList loading={<p>Loading orders</p>} empty={<p>No orders yet</p>} />,
          errorElement: <Failed />,
        },
      ],
      address,
    ).router;

  const table = () => screen.getByRole('table', { name: 'Orders, newest first' });
  const references = () =>
    within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('shows the caller’s skeleton, then each order in a row and on a card', async () => {
    answer = () => json(page([paid, free]));
    mount();
    expect(screen.getByText('Loading orders')).toBeTruthy();
    await waitFor(() => expect(references()).toEqual(['K-PAID', 'K-FREE']));
    const [, paidRow, freeRow] = within(table()).getAllByRole('row');
    expect(
      within(paidRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'K-PAID',
      'Rowan Ashrowan@example.com',
      'Full moon circle',
      '1 × Supporter',
      '£13.50',
      'Awaiting payment',
      expect.stringMatching(/^20 Nov 2026/),
    ]);
    expect(freeRow!.textContent).toContain('Free');
    expect(freeRow!.textContent).toContain('Confirmed');
    // The event's link says where it goes: that event's attendees.
    expect(
      within(paidRow!)
        .getByRole('link', { name: 'Full moon circle: attendees' })
        .getAttribute('href'),
    ).toBe(`/host-dashboard/events/${MOON.id}/attendees`);
    // The same orders as cards, for phones (CSS shows one or the other).
    const cards = within(screen.getByRole('list', { name: 'Orders, newest first' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent?.slice(0, 6))).toEqual(['K-PAID', 'K-FREE']);
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('shows the caller’s empty state while the host has no orders at all', async () => {
    answer = () => json({ orders: [], nextCursor: null, events: [] });
    mount();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Find orders' })).toBeNull();
  });

  it('puts a chosen status in the address, asks the server with it, and says when nothing matches', async () => {
    answer = (url) =>
      json(page(url.searchParams.get('status') === 'cancelled' ? [] : [paid, free]));
    const router = mount();
    await waitFor(() => expect(references()).toHaveLength(2));
    const filters = screen.getByRole('group', { name: 'Find orders' });
    const status = within(filters).getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'All statuses',
      'Awaiting checkout',
      'Awaiting payment',
      'Confirmed',
      'Cancelled',
      'Expired',
    ]);
    fireEvent.change(status, { target: { value: 'cancelled' } });
    await waitFor(() => expect(router.state.location.search).toBe('?orders.status=cancelled'));
    expect(await screen.findByText('No orders match')).toBeTruthy();
    expect(screen.getByText('Try another search, event or status.')).toBeTruthy();
    expect(asked.at(-1)!.searchParams.get('status')).toBe('cancelled');
    // The filters stay, so the host can change their mind.
    fireEvent.change(status, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(references()).toHaveLength(2));
  });

  it('offers the host’s events, and searches once typing pauses', async () => {
    answer = (url) => json(page(url.searchParams.get('q') === 'rowan' ? [paid] : [paid, free]));
    const router = mount();
    await waitFor(() => expect(references()).toHaveLength(2));
    const event = screen.getByRole('combobox', { name: 'Event' });
    expect(optionTexts(event)).toEqual(['All events', 'Full moon circle', 'Dawn walk']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' rowan ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?orders.q=rowan'));
    await waitFor(() => expect(references()).toEqual(['K-PAID']));
    fireEvent.change(event, { target: { value: DAWN.id } });
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('event')).toBe(DAWN.id));
    expect(asked.at(-1)!.searchParams.get('q')).toBe('rowan');
  });

  it('opens a shared address with its filters set, leaving out an event id the server would refuse', async () => {
    answer = () => json(page([paid]));
    mount(
      `/host-dashboard/orders?orders.q=rowan&orders.event=${DAWN.id}&orders.status=awaiting_payment`,
    );
    await waitFor(() => expect(references()).toEqual(['K-PAID']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'rowan');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveProperty('value', DAWN.id);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty(
      'value',
      'awaiting_payment',
    );
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      q: 'rowan',
      event: DAWN.id,
      status: 'awaiting_payment',
    });
  });

  it('reads a hand-edited event or status it does not offer as "all"', async () => {
    answer = () => json(page([paid, free]));
    mount('/host-dashboard/orders?orders.event=not-an-id&orders.status=lost');
    await waitFor(() => expect(references()).toHaveLength(2));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', '');
  });

  it('adds older orders below on "Show older orders", from the server’s cursor', async () => {
    const older = order('K-OLDER', { name: 'Sam Reed', event: DAWN });
    answer = (url) =>
      url.searchParams.get('cursor') === 'c2'
        ? json(page([older]))
        : json(page([paid, free], 'c2'));
    mount();
    await waitFor(() => expect(references()).toEqual(['K-PAID', 'K-FREE']));
    fireEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    await waitFor(() => expect(references()).toEqual(['K-PAID', 'K-FREE', 'K-OLDER']));
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('keeps the orders shown when an older page fails, with the reason above them', async () => {
    answer = (url) =>
      url.searchParams.get('cursor')
        ? json({ message: 'That page of orders has expired. Please reload.' }, 400)
        : json(page([paid, free], 'c2'));
    mount();
    await waitFor(() => expect(references()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That page of orders has expired. Please reload.',
    );
    expect(references()).toEqual(['K-PAID', 'K-FREE']);
  });

  it('leaves a first page that fails to the tab’s boundary', async () => {
    answer = () => json({ message: 'Only hosts can see orders.' }, 403);
    // React and the router report the error they catch; the boundary's words are what counts.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    expect(await screen.findByText('Failed: Only hosts can see orders.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    quiet.mockRestore();
  });
});
