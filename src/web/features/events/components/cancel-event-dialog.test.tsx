// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hostEvent, renderHostEventRow as renderRow, type HostEvent } from './host-event-fixture';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

/** A date of a weekly series. */
const date = (changes: Partial<HostEvent> = {}) =>
  hostEvent({
    id: 'ev-2',
    path: '/events/ev-2/ecstatic-dance',
    title: 'Ecstatic Dance',
    startDate: '2099-06-11',
    endDate: '2099-06-11',
    locationText: 'Bristol',
    repeats: 'Every Thursday',
    seriesId: 'series-1',
    cancelledAt: null,
    ...changes,
  });

async function openDialog() {
  await act(async () => {
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Cancel this date: Ecstatic Dance, Jun 11th, 2099 · 19:00–21:00',
      }),
    );
  });
  return screen.findByRole('dialog', { name: 'Cancel this date?' });
}

describe('cancelling a date from the host’s row', () => {
  it('asks first, then cancels the date with the message for its guests', async () => {
    const sent = renderRow(date());
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('what guests paid by card is paid back in full');
    expect(sent()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Message to your guests (optional)'), {
      target: { value: '  The hall is flooded, sorry.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Date cancelled'));
    expect(sent().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/events/ev-2/cancel', { message: 'The hall is flooded, sorry.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the date when the host goes back', async () => {
    const sent = renderRow(date());
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this date' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);
  });

  it('shows the server’s word on the message under it', async () => {
    renderRow(date(), () => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Your message must be at most 1000 characters',
        fieldErrors: { message: ['Your message must be at most 1000 characters'] },
      },
    }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));
    const field = within(dialog).getByLabelText('Message to your guests (optional)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Your message must be at most 1000 characters')).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('marks a cancelled date, and offers no second cancel', () => {
    renderRow(date({ cancelledAt: '2099-06-01T10:00:00.000Z' }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel this date/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unpublish/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End the series/ })).toBeNull();
  });

  it('calls a one-off an event', () => {
    renderRow(date({ repeats: null, seriesId: null }));
    expect(
      screen.getByRole('button', {
        name: 'Cancel this event: Ecstatic Dance, Jun 11th, 2099 · 19:00–21:00',
      }).textContent,
    ).toBe('Cancel event');
  });

  it('ends a series after a date, asking first, and offers it on dates of a series only', async () => {
    const sent = renderRow(date());
    const end = 'End the series after this date: Ecstatic Dance, Jun 11th, 2099 · 19:00–21:00';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: end }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'End the series after this date?' });
    expect(dialog.textContent).toContain('Later dates without bookings are removed');
    expect(sent()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End the series' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Series ended'));
    expect(sent().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/events/ev-2/series/end', { message: '' }],
    ]);
  });

  it('says which series a date belongs to', () => {
    renderRow(date());
    expect(screen.getByText(/Bristol · Every Thursday/)).toBeTruthy();
  });

  it('offers no end of a series, nor a repeat, on a one-off', () => {
    renderRow(date({ repeats: null, seriesId: null }));
    expect(screen.queryByText(/Every Thursday/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^End the series/ })).toBeNull();
  });
});
