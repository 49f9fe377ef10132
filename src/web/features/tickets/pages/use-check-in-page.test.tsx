// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { ash, EVENT, juniper, list, sam } from '../attendee-fixtures';
import { useCheckInPage } from './use-check-in-page';

function setUp(
  checkIn: (body: unknown) => Answer | Promise<Answer> = () => ({ status: 500, body: {} }),
) {
  const requests = stubApi((method, path, body) => {
    if (path === `/api/events/${EVENT}/attendees`) return { body: list };
    if (path === `/api/events/${EVENT}/check-in`) return checkIn(body);
    if (path === `/api/orders/${ash.orderId}/mark-paid`) return { body: {} };
    return { status: 404, body: { message: `No ${method} ${path}` } };
  });
  const { wrapper } = hookProviders();
  const hook = renderHook(() => useCheckInPage(EVENT), { wrapper });
  return { hook, requests };
}

describe('useCheckInPage (the door)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists everyone still coming, and finds a cancelled guest only when searched for', async () => {
    const { hook } = setUp();
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.shown.map((a) => a.holderName)).toEqual(['Juniper', 'Sam', 'Ash']);
    expect(hook.result.current.checkedInCount).toBe(1);
    act(() => hook.result.current.setQ('rowan'));
    expect(hook.result.current.shown.map((a) => a.holderName)).toEqual(['Rowan']);
  });

  it('shows a guest checked in at once, then says what the door answered', async () => {
    let answer!: (reply: Answer) => void;
    const { hook, requests } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    act(() => hook.result.current.checkInGuest(juniper));
    await waitFor(() => expect(hook.result.current.checkedInCount).toBe(2));
    expect(hook.result.current.shown[0]).toMatchObject({
      holderName: 'Juniper',
      status: 'checked_in',
    });
    expect(hook.result.current.busy.checkIn).toBe(true);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ticketId: juniper.ticketId });
    act(() =>
      answer({
        body: {
          result: 'checked_in',
          message: 'Checked in: Juniper',
          attendee: { ...juniper, status: 'checked_in' },
        },
      }),
    );
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        tone: 'ok',
        message: 'Checked in: Juniper',
        unpaid: undefined,
      }),
    );
  });

  it('says a scanned ticket was already checked in, as a warning', async () => {
    const { hook, requests } = setUp(() => ({
      body: {
        result: 'already_checked_in',
        message: 'Already checked in at 19:04 by Sam',
        attendee: sam,
      },
    }));
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    act(() => hook.result.current.onScan('https://kindred.example/t/abcdefghijklmnop1234'));
    await waitFor(() =>
      expect(hook.result.current.outcome).toMatchObject({
        tone: 'warn',
        message: 'Already checked in at 19:04 by Sam',
      }),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      code: 'abcdefghijklmnop1234',
    });
  });

  it('refuses a QR code that is not a ticket without asking the server', async () => {
    const { hook, requests } = setUp();
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    act(() => hook.result.current.onScan('hello'));
    expect(hook.result.current.outcome).toEqual({
      tone: 'bad',
      message: 'That QR code is not a Kindred ticket.',
    });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers to mark an unpaid booking paid, then says it is paid', async () => {
    const { hook } = setUp(() => ({
      body: { result: 'checked_in', message: 'Checked in: Ash (£12.00 to pay)', attendee: ash },
    }));
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    act(() => hook.result.current.checkInGuest(ash));
    await waitFor(() => expect(hook.result.current.outcome?.unpaid).toEqual(ash));
    expect(hook.result.current.outcome?.tone).toBe('warn');
    await act(() => hook.result.current.markPaid(ash));
    expect(hook.result.current.outcome).toEqual({
      tone: 'ok',
      message: 'Paid: £12.00 for booking K-ASH. Ash is checked in.',
    });
  });

  it('shows the server refusal as the answer', async () => {
    const { hook } = setUp(() => ({ status: 409, body: { message: 'This ticket was cancelled' } }));
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    act(() => hook.result.current.checkInGuest(juniper));
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        tone: 'bad',
        message: 'This ticket was cancelled',
      }),
    );
  });
});
