// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/tickets/ticket-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { mountRoutes } from '../test-pages';
import TicketSuccessPage from './ticket-success-page';

const ORDER = '7a3c2b1d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const booking = (change: Partial<Order> = {}): Order => ({
  id: ORDER,
  event: {
    id: 'event-1',
    title: 'Full moon circle',
    path: '/events/full-moon-circle',
    startsAt: '2099-06-12T18:00:00.000Z',
    endsAt: '2099-06-12T20:00:00.000Z',
    locationType: 'physical',
    place: 'The Round House, Bristol',
    onlineLink: null,
  },
  reference: 'K-MOON1',
  accessKey: 'secret',
  status: 'confirmed',
  eventId: 'event-1',
  name: 'Juniper Hale',
  email: 'juniper@example.com',
  lines: [
    {
      ticketTypeId: 'supporter',
      ticketName: 'Supporter',
      quantity: 2,
      unitPricePence: 1200,
      unitFeePence: 100,
      lineTotalPence: 2600,
    },
  ],
  subtotalPence: 2400,
  feePence: 200,
  totalPence: 2600,
  feeMode: 'guest',
  expiresAt: null,
  createdAt: '2099-06-01T10:00:00.000Z',
  checkoutUrl: null,
  paymentInstructions: null,
  tickets: [
    {
      id: 't1',
      code: 'CODE1',
      holderName: 'Juniper Hale',
      ticketTypeId: 'supporter',
      cancelled: false,
      checkedInAt: null,
    },
    {
      id: 't2',
      code: 'CODE2',
      holderName: 'Juniper Hale',
      ticketTypeId: 'supporter',
      cancelled: false,
      checkedInAt: null,
    },
  ],
  ...change,
});

function mount(address: string, answer: (path: string) => Answer = () => ({ body: booking() })) {
  const requests = stubApi((_method, path) => answer(path));
  mountRoutes([{ path: '/ticket-success', element: <TicketSuccessPage /> }], address);
  return requests;
}

/** The price breakdown's rows, as "what: amount". */
const prices = () => {
  const list = screen.getAllByRole('term').map((term) => term.closest('dl')!)[0]!;
  const terms = within(list).getAllByRole('term');
  const amounts = within(list).getAllByRole('definition');
  return terms.map((term, i) => `${term.textContent}: ${amounts[i]!.textContent}`);
};

describe('TicketSuccessPage (a booking and its tickets)', () => {
  it('shows a confirmed booking: when, where, what it cost, the calendar and a QR code per ticket', async () => {
    const requests = mount(`/ticket-success?order=${ORDER}&key=secret`);
    expect(await screen.findByRole('heading', { name: "You're booked!", level: 1 })).toBeTruthy();
    // The key from the e-mail's link opens the booking without an account.
    expect(requests[0]!.path).toBe(`/api/orders/${ORDER}?key=secret`);
    expect(screen.getByRole('link', { name: 'Full moon circle' }).getAttribute('href')).toBe(
      '/events/full-moon-circle',
    );
    expect(screen.getByRole('heading', { name: 'Booking K-MOON1' })).toBeTruthy();
    expect(screen.getByText('The Round House, Bristol')).toBeTruthy();
    expect(prices()).toEqual(['2 × Supporter: £24.00', 'Booking fee: £2.00', 'Total: £26.00']);
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/events/event-1/calendar.ics',
    );
    expect(screen.getByRole('button', { name: /Cancel booking/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What to bring' })).toBeTruthy();
    expect(screen.getByText(/We've e-mailed them to juniper@example.com as well\./)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for ticket 1 of 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for ticket 2 of 2' })).toBeTruthy();
    expect(screen.getByText('Ticket 2 of 2: Supporter')).toBeTruthy();
    expect(screen.queryByText(/Still to pay/)).toBeNull();
  });

  it('leaves out the fee the host pays, and says "Free" for a free booking', async () => {
    mount(`/ticket-success?order=${ORDER}`, () => ({
      body: booking({
        feeMode: 'host',
        totalPence: 0,
        lines: [
          { ...booking().lines[0]!, quantity: 1, unitPricePence: 0, ticketName: 'Community' },
        ],
        tickets: [booking().tickets[0]!],
      }),
    }));
    await screen.findByRole('heading', { name: "You're booked!" });
    expect(prices()).toEqual(['1 × Community: £0.00', 'Total: Free']);
    expect(screen.getByText(/We've e-mailed it to juniper@example.com/)).toBeTruthy();
  });

  it('tells a guest paying the host what is still to pay, and how', async () => {
    mount(`/ticket-success?order=${ORDER}`, () => ({
      body: booking({
        status: 'awaiting_payment',
        paymentInstructions: 'Bank transfer to Moon Ltd.',
      }),
    }));
    expect(await screen.findByRole('heading', { name: 'Your place is reserved' })).toBeTruthy();
    expect(screen.getByText('Still to pay: £26.00.').parentElement!.textContent).toBe(
      'Still to pay: £26.00. Bank transfer to Moon Ltd.',
    );
  });

  it('sends a guest who left the card payment back to it, with their places still held', async () => {
    mount(`/ticket-success?order=${ORDER}&cancelled=1`, () => ({
      body: booking({
        status: 'held',
        expiresAt: '2099-06-01T10:10:00.000Z',
        checkoutUrl: 'https://checkout.example/pay/1',
      }),
    }));
    expect(await screen.findByRole('heading', { name: 'Finish paying to book' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Payment was cancelled. Your places are still held until 11:10.',
    );
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      'https://checkout.example/pay/1',
    );
    // No tickets to show until it is paid, and nothing to cancel.
    expect(screen.queryByRole('heading', { name: 'What to bring' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('shows a cancelled booking without its tickets', async () => {
    mount(`/ticket-success?order=${ORDER}`, () => ({ body: booking({ status: 'cancelled' }) }));
    expect(await screen.findByRole('heading', { name: 'This booking was cancelled' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What to bring' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('says where to open a booking when the address names none, asking nothing', async () => {
    const requests = mount('/ticket-success');
    expect(
      await screen.findByText(
        'Open your booking from the link in its e-mail, or from your profile.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/');
    expect(requests).toEqual([]);
  });

  it('says the booking cannot be found when the server knows none', async () => {
    mount(`/ticket-success?order=${ORDER}&key=wrong`, () => ({
      status: 404,
      body: { message: 'Not found' },
    }));
    expect(
      await screen.findByText("We couldn't find that booking. Check the link in your e-mail."),
    ).toBeTruthy();
  });
});
