// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventTickets } from '@shared/tickets/ticket-schemas';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { offer, ticket } from '../offer-fixtures';
import { useBookingForm } from './use-booking-form';

const sliding = ticket({
  id: 'sliding',
  name: 'Sliding scale',
  kind: 'sliding',
  pricePence: 2000,
  minPence: 1000,
  maxPence: 3000,
});

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useBookingForm (the booking panel)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(tickets: EventTickets, book: (body: unknown) => Answer = () => ({ body: {} })) {
    const requests = stubApi((method, path, body) => {
      if (path === '/api/me') return { body: { user: null } };
      if (path.endsWith('/waitlist')) return { body: { entries: [] } };
      if (method === 'POST' && path === '/api/events/event-1/orders') return book(body);
      return { status: 404, body: { message: 'Not found' } };
    });
    const { wrapper } = hookProviders('/events/full-moon');
    const hook = renderHook(() => ({ form: useBookingForm(tickets), location: useLocation() }), {
      wrapper,
    });
    return { hook, requests };
  }

  it('starts with one place of the only ticket, and prices the quantity chosen with the fee', () => {
    const { hook } = setUp(offer([ticket()]));
    expect(hook.result.current.form.choices.standard!.quantity).toBe(1);
    expect(hook.result.current.form.priced.totalPence).toBe(1600);
    act(() => hook.result.current.form.setChoice('standard', { quantity: 3 }));
    expect(hook.result.current.form.chosen.map((t) => t.id)).toEqual(['standard']);
    expect(hook.result.current.form.priced).toMatchObject({ feePence: 300, totalPence: 4800 });
  });

  it('starts at none of each when there are several tickets, and asks for a choice', async () => {
    const { hook, requests } = setUp(offer([ticket(), sliding]));
    expect(hook.result.current.form.chosen).toEqual([]);
    await act(() => hook.result.current.form.submit(submitEvent()));
    expect(hook.result.current.form.problem).toBe('Choose how many tickets you would like.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('holds a sliding amount to its range before sending anything', async () => {
    const { hook, requests } = setUp(offer([ticket(), sliding]));
    act(() => hook.result.current.form.setChoice('sliding', { quantity: 2, amount: '35' }));
    expect(hook.result.current.form.badAmount?.id).toBe('sliding');
    await act(() => hook.result.current.form.submit(submitEvent()));
    expect(hook.result.current.form.problem).toBe(
      'Please choose an amount between £10.00 and £30.00 for “Sliding scale”.',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    act(() => hook.result.current.form.setChoice('sliding', { amount: '12.50' }));
    expect(hook.result.current.form.badAmount).toBeUndefined();
    expect(hook.result.current.form.priced.totalPence).toBe(2 * (1250 + 100));
  });

  it("shows the server's field errors when a booking is refused", async () => {
    const { hook, requests } = setUp(offer([ticket()]), () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Please check the form',
        fieldErrors: { email: ['Please enter a valid e-mail address'] },
      },
    }));
    await waitFor(() => expect(hook.result.current.form.signedIn).toBe(false));
    act(() => hook.result.current.form.setGuest({ name: ' Juniper ', email: 'juniper@' }));
    await act(() => hook.result.current.form.submit(submitEvent()));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      lines: [{ ticketTypeId: 'standard', quantity: 1 }],
      name: 'Juniper',
      email: 'juniper@',
    });
    expect(hook.result.current.form.problem).toBe('Please check the form');
    expect(hook.result.current.form.fieldErrors).toEqual({
      email: ['Please enter a valid e-mail address'],
    });
  });

  it('sends a sliding amount in pence, and goes to the tickets once booked', async () => {
    const { hook, requests } = setUp(offer([sliding]), () => ({
      body: { id: 'order-1', accessKey: 'secret', checkoutUrl: null },
    }));
    await waitFor(() => expect(hook.result.current.form.signedIn).toBe(false));
    act(() => hook.result.current.form.setChoice('sliding', { amount: '25' }));
    await act(() => hook.result.current.form.submit(submitEvent()));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      lines: [{ ticketTypeId: 'sliding', quantity: 1, pricePence: 2500 }],
    });
    expect(hook.result.current.form.problem).toBeNull();
    expect(hook.result.current.location.pathname).toBe('/ticket-success');
    expect(hook.result.current.location.search).toBe('?order=order-1&key=secret');
  });
});
