// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent } from '@web/test/admin-form-steps';
import { ReportLink } from './report-link';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const EVENT_ID = '0b7f3c1e-8a4d-4c55-9d3e-2f6a1b9c7d10';

/** The event page's link, pressed: the dialog (a chunk of its own) opens over the page. */
async function openReport(answer: () => Response = () => json({ id: 'r1', status: 'open' })) {
  fakeApi(answer);
  render(<ReportLink targetType="event" targetId={EVENT_ID} name="Breathwork" />);
  fireEvent.click(screen.getByRole('button', { name: 'Report this event' }));
  // The first test waits for the chunk to load.
  return screen.findByRole('dialog', { name: 'Report this event' }, { timeout: 5000 });
}

/** Chooses the report's reason in the open `dialog`. */
const chooseReason = (dialog: HTMLElement, reason: string) =>
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), {
    target: { value: reason },
  });

/** Writes the optional note of the open `dialog`. */
const writeNote = (dialog: HTMLElement, note: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
    target: { value: note },
  });

describe('the report dialog', () => {
  it('starts on the reason, and refuses to send without one', async () => {
    const dialog = await openReport();
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(within(dialog).getByText(/Its host is not told who reported it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const message = await within(dialog).findByText('Choose a reason from the list.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent).toEqual([]);
  });

  it('asks what is wrong for “Something else”, focusing the note', async () => {
    const dialog = await openReport();
    chooseReason(dialog, 'other');
    const note = within(dialog).getByRole('textbox', { name: 'What is wrong' });
    expect(note.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us what is wrong, in a few words.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(sent).toEqual([]);
  });

  it('refuses a note past the limit, and counts it', async () => {
    const dialog = await openReport();
    chooseReason(dialog, 'spam');
    writeNote(dialog, 'z'.repeat(1001));
    expect(within(dialog).getByText('1001 / 1000')).toBeTruthy();
    await expectRefusedUnsent(dialog, 'Send report', 'Keep the note under 1000 characters.');
  });

  it('sends the report with the trimmed note, thanks the person and closes', async () => {
    const dialog = await openReport();
    chooseReason(dialog, 'misleading');
    writeNote(dialog, '  The date is wrong  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Thank you. The Kindred team will look at your report.',
      ),
    );
    expect(sent).toEqual([
      {
        request: 'POST /api/reports',
        body: {
          targetType: 'event',
          targetId: EVENT_ID,
          reason: 'misleading',
          note: 'The date is wrong',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report this event' }));
  });

  it('says why a report is refused, and stays open', async () => {
    const dialog = await openReport(() =>
      json({ message: 'You have already reported this event.' }, 409),
    );
    chooseReason(dialog, 'spam');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already reported this event.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reports a guest’s testimonial, saying its writer is not told who reported it', async () => {
    fakeApi(() => json({ id: 'r2', status: 'open' }, 201));
    render(<ReportLink targetType="testimonial" targetId={EVENT_ID} name="Anna’s testimonial" />);
    fireEvent.click(screen.getByRole('button', { name: 'Report this testimonial' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Report this testimonial' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/Its writer is not told who reported it/)).toBeTruthy();
    chooseReason(dialog, 'hateful');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        request: 'POST /api/reports',
        body: { targetType: 'testimonial', targetId: EVENT_ID, reason: 'hateful', note: '' },
      },
    ]);
  });

  it('puts the server’s word on a field under that field', async () => {
    const dialog = await openReport(() =>
      json({ message: 'Invalid', fieldErrors: { note: ['Say a little more.'] } }, 400),
    );
    chooseReason(dialog, 'spam');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say a little more.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
