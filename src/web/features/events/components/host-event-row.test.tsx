// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '@web/test/hook-providers';
import { hostEvent as event, renderHostEventRow, type HostEvent } from './host-event-fixture';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

function renderRow(row: HostEvent, answer?: () => Answer) {
  const sent = renderHostEventRow(row, answer);
  // The changes sent so far, as `METHOD path`.
  return () => sent().map((r) => `${r.method} ${r.path}`);
}

describe('HostEventRow', () => {
  it('shows a published event with its state, and names each action after the event', () => {
    renderRow(event());
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Full moon circle' })).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).queryByText('Past')).toBeNull();
    expect(within(row).queryByText('External')).toBeNull();
    for (const name of ['Edit Full moon circle', 'Attendees of Full moon circle'])
      expect(within(row).getByRole('link', { name })).toBeTruthy();
    for (const name of [
      'Co-hosts of Full moon circle',
      'Unpublish Full moon circle',
      'Delete Full moon circle',
    ])
      expect(within(row).getByRole('button', { name })).toBeTruthy();
  });

  it('marks a past, external draft, and offers no attendees for it', () => {
    renderRow(
      event({ isDraft: true, isExternal: true, startDate: '2020-01-04', endDate: '2020-01-04' }),
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Past')).toBeTruthy();
    expect(screen.getByText('External')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Attendees of Full moon circle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish Full moon circle' })).toBeTruthy();
  });

  it('says why Kindred unpublished it, and offers no way to publish it', () => {
    renderRow(event({ moderation: { at: '2099-01-01T10:00:00Z', reason: 'Misleading title' } }));
    expect(screen.getByText('Unpublished by Kindred')).toBeTruthy();
    expect(screen.getByText('Their reason: “Misleading title”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Publish|Unpublish) / })).toBeNull();
  });

  it('publishes a draft and says so', async () => {
    const sent = renderRow(event({ isDraft: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish Full moon circle' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Event published'));
    expect(sent()).toEqual(['POST /api/events/ev-1/publish']);
  });

  it("shows the server's refusal to unpublish as an error toast", async () => {
    renderRow(event(), () => ({
      status: 409,
      body: { message: 'People have booked this event.', code: 'CONFLICT' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish Full moon circle' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('People have booked this event.'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('deletes the event only once the host confirms', async () => {
    const sent = renderRow(event());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete Full moon circle' }));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(
      within(dialog).getByText(
        '“Full moon circle” will be removed for good. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(sent()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Event deleted'));
    expect(sent()).toEqual(['DELETE /api/events/ev-1']);
  });
});
