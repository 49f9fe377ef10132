// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionTexts } from '@web/test/dom-queries';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { offer, ticket } from '../offer-fixtures';
import { mountRoutes } from '../test-pages';
import { BookingPanel } from './booking-panel';

type Server = {
  tickets?: Answer;
  viewer?: unknown;
  book?: (body: unknown) => Answer;
};

function mount({ tickets, viewer = { user: null }, book = () => ({ body: {} }) }: Server) {
  const requests = stubApi((method, path, body) => {
    if (path === '/api/me') return { body: viewer };
    if (path === '/api/events/event-1/tickets') return tickets ?? { body: offer([ticket()]) };
    if (path === '/api/events/event-1/waitlist') return { body: { entries: [], giftedPlaces: 0 } };
    if (method === 'POST' && path === '/api/events/event-1/orders') return book(body);
    return { status: 404, body: { message: 'Not found' } };
  });
  const { router, view } = mountRoutes(
    [
      { path: '/events/full-moon', element: <BookingPanel eventId="event-1" /> },
      { path: '/ticket-success', element: <p>Your tickets</p> },
    ],
    '/events/full-moon',
  );
  return { requests, router, view };
}

/** The price breakdown's rows, as "what: amount". */
const prices = () =>
  screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('BookingPanel (booking places on an event’s page)', () => {
  it('prices the one ticket with its fee, and reserves a place paid to the host', async () => {
    mount({});
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toMatch(/^Standard£15\.00How many/);
    const quantity = screen.getByRole('combobox', { name: 'How many “Standard” tickets' });
    expect(quantity).toHaveProperty('value', '1');
    expect(within(quantity).getAllByRole('option')).toHaveLength(7);
    expect(prices()).toEqual(['1 × Standard: £15.00', 'Booking fee: £1.00', 'Total: £16.00']);
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(prices()).toEqual(['3 × Standard: £45.00', 'Booking fee: £3.00', 'Total: £48.00']);
    expect(
      screen.getByText('Your places are reserved now and paid to the host: Bank transfer'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeTruthy();
    expect(screen.getByText('Bookings cannot be refunded.')).toBeTruthy();
  });

  it('goes on to payment for a card event, with the fee left out when the host pays it', async () => {
    mount({ tickets: { body: offer([ticket()], { payment: 'card', feeMode: 'host' }) } });
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(prices()).toEqual(['1 × Standard: £15.00', 'Total: £15.00']);
    expect(
      screen.getByText('You pay by card on the next page; your places are held for 10 minutes.'),
    ).toBeTruthy();
  });

  it('asks a visitor who the booking is for, and books a free place to the tickets', async () => {
    const { requests, router } = mount({
      tickets: { body: offer([ticket({ name: 'Community', pricePence: 0 })]) },
      book: () => ({ body: { id: 'order-1', accessKey: 'k1', checkoutUrl: null } }),
    });
    const who = await screen.findByRole('group', { name: 'Who is the booking for?' });
    expect(prices()).toEqual(['1 × Community: £0.00', 'Total: Free']);
    fireEvent.change(within(who).getByLabelText('Your name'), { target: { value: 'Juniper' } });
    fireEvent.change(within(who).getByLabelText(/Your e-mail/), {
      target: { value: 'juniper@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Your tickets')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=order-1&key=k1');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      lines: [{ ticketTypeId: 'standard', quantity: 1 }],
      name: 'Juniper',
      email: 'juniper@example.com',
    });
  });

  it('does not ask a signed-in guest for their name', async () => {
    mount({ viewer: { user: { id: 'u1', name: 'Juniper' } } });
    await screen.findByRole('button', { name: 'Reserve' });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Who is the booking for?' })).toBeNull(),
    );
  });

  it('shows the server’s reason when a booking is refused', async () => {
    mount({
      book: () => ({
        status: 409,
        body: { code: 'SOLD_OUT', message: 'Those places have just gone.' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Those places have just gone.')).toBeTruthy();
  });

  it('says when places run low, and when the event is sold out', async () => {
    mount({
      tickets: {
        body: offer([
          ticket({ placesLeft: 3 }),
          ticket({ id: 'gone', name: 'Early bird', state: 'sold_out', placesLeft: 0 }),
        ]),
      },
    });
    expect(await screen.findByText('Only 3 places left')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    // Several kinds of ticket: none is chosen for the guest, and no more than are left.
    const quantity = screen.getByRole('combobox', { name: 'How many “Standard” tickets' });
    expect(quantity).toHaveProperty('value', '0');
    expect(optionTexts(quantity)).toEqual(['0', '1', '2', '3']);
    expect(screen.queryByRole('combobox', { name: 'How many “Early bird” tickets' })).toBeNull();
  });

  it('offers no booking once every ticket is sold out', async () => {
    mount({ tickets: { body: offer([ticket({ state: 'sold_out', placesLeft: 0 })]) } });
    expect(await screen.findByText('This event is sold out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reserve|Book/ })).toBeNull();
  });

  it('says tickets are not on sale while sales have not begun or have ended', async () => {
    mount({ tickets: { body: offer([ticket({ state: 'ended' })]) } });
    expect(await screen.findByText('Tickets are not on sale right now.')).toBeTruthy();
    expect(screen.getByText('Sales have ended')).toBeTruthy();
  });

  it('draws nothing for an event whose places are booked elsewhere', async () => {
    const { view, requests } = mount({ tickets: { status: 404, body: { message: 'Not found' } } });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(view.container.textContent).toBe(''));
  });

  it('says plainly when the tickets cannot be loaded', async () => {
    mount({ tickets: { status: 500, body: { message: 'Boom' } } });
    expect(
      await screen.findByText('Tickets could not be loaded. Please refresh the page.'),
    ).toBeTruthy();
  });
});
