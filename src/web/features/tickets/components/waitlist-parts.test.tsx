// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventWaitlist, WaitlistEntry } from '@shared/tickets/waitlist-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { ticket } from '../offer-fixtures';
import { mountRoutes } from '../test-pages';
import { PayItForward, TicketWaitlist } from './waitlist-parts';

const entry = (change: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'entry-1',
  kind: 'places',
  ticketTypeId: 'standard',
  quantity: 2,
  status: 'waiting',
  position: 2,
  orderId: null,
  offerExpiresAt: null,
  offerTotalPence: null,
  ...change,
});

const line = (entries: WaitlistEntry[], giftedPlaces = 0): EventWaitlist => ({
  eventId: 'event-1',
  giftedPlaces,
  entries,
});

const order = { id: 'order-9', accessKey: 'k9', checkoutUrl: null };

function mount(screenToTest: ReactNode, answer: (method: string, path: string) => Answer) {
  const requests = stubApi(answer);
  const { router } = mountRoutes(
    [
      { path: '/events/full-moon', element: screenToTest },
      { path: '/ticket-success', element: <p>Your tickets</p> },
    ],
    '/events/full-moon',
  );
  return { requests, router };
}

const refused = (message: string): Answer => ({ status: 409, body: { code: 'CONFLICT', message } });

describe('TicketWaitlist (a sold-out ticket’s line)', () => {
  const soldOut = ticket({ state: 'sold_out', placesLeft: 0 });

  it('joins for the places chosen, and says why when the line refuses', async () => {
    const { requests } = mount(
      <TicketWaitlist eventId="event-1" type={soldOut} entry={undefined} signedIn payment="card" />,
      () => refused('You are already on this waitlist.'),
    );
    fireEvent.change(screen.getByLabelText('Places'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist for “Standard”' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are already on this waitlist.',
    );
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/events/event-1/waitlist',
      body: { ticketTypeId: 'standard', quantity: 2 },
    });
  });

  it('shows a place in line, and asks a visitor to log in first', () => {
    mount(
      <>
        <TicketWaitlist eventId="event-1" type={soldOut} entry={entry()} signedIn payment="card" />
        <TicketWaitlist
          eventId="event-1"
          type={soldOut}
          entry={undefined}
          signedIn={false}
          payment="card"
        />
      </>,
      () => ({ body: {} }),
    );
    expect(screen.getByText("You're on the waitlist (position 2) for 2 places")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave waitlist for “Standard”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join the waitlist' })).toBeTruthy();
  });

  it('offers places come free: claimed, they open as a booking', async () => {
    const offered = entry({
      status: 'offered',
      offerExpiresAt: '2099-06-01T10:10:00.000Z',
      offerTotalPence: 2400,
    });
    const { requests, router } = mount(
      <TicketWaitlist
        eventId="event-1"
        type={soldOut}
        entry={offered}
        signedIn
        payment="offline"
      />,
      (method, path) =>
        method === 'POST' && path === '/api/waitlist/entry-1/claim'
          ? { body: order }
          : { body: line([]) },
    );
    expect(screen.getByText(/^2 places are free for you: book them by/)).toBeTruthy();
    expect(screen.getByText(/£24\.00 to pay, as the host’s instructions say\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve your places' }));
    expect(await screen.findByText('Your tickets')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=order-9&key=k9');
    expect(requests.some((r) => r.path === '/api/waitlist/entry-1/claim')).toBe(true);
  });

  it('says why places offered could not be turned down', async () => {
    const offered = entry({
      status: 'offered',
      quantity: 1,
      offerExpiresAt: '2099-06-01T10:10:00.000Z',
      offerTotalPence: 0,
    });
    mount(
      <TicketWaitlist eventId="event-1" type={soldOut} entry={offered} signedIn payment="card" />,
      () => refused('This offer has already expired.'),
    );
    expect(screen.getByRole('button', { name: 'Book your place' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This offer has already expired.');
  });
});

describe('PayItForward (free places paid for by other guests)', () => {
  it('books a free place at once when one is paid forward', async () => {
    const { requests, router } = mount(
      <PayItForward eventId="event-1" waitlist={line([], 2)} signedIn payment="card" />,
      () => ({ body: { order, waitlist: line([], 1) } }),
    );
    expect(screen.getByText('2 places paid forward')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a free place' }));
    expect(await screen.findByText('Your tickets')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=order-9&key=k9');
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/events/event-1/free-places',
    });
  });

  it('says why a free place could not be asked for', async () => {
    mount(<PayItForward eventId="event-1" waitlist={line([])} signedIn payment="card" />, () =>
      refused('You have already asked for a free place.'),
    );
    expect(
      screen.getByText(/None is free right now; you will be offered the next one\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a free place' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already asked for a free place.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ask for a free place' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('shows a guest their place in line, and asks a visitor to log in', () => {
    const waiting = entry({ kind: 'concession', position: 3, quantity: 1 });
    mount(
      <>
        <PayItForward eventId="event-1" waitlist={line([waiting])} signedIn payment="card" />
        <PayItForward eventId="event-1" waitlist={line([])} signedIn={false} payment="card" />
      </>,
      () => ({ body: {} }),
    );
    expect(
      screen.getByText("You've asked for a free place: you're number 3 in line."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop waiting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to ask for a free place' })).toBeTruthy();
  });
});
