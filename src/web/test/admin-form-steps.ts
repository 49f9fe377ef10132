import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { sent } from '@web/lib/admin-test-support';
import { toast } from '@web/lib/toast';

// The two ends of an admin form's test, with `fakeApi` answering: refused before sending, and
// sent with the toast that says so.

/**
 * Presses the button named `button` in `scope` (a dialog or a row) and expects the form to
 * refuse in its own words, `message`, before anything is sent.
 */
export async function expectRefusedUnsent(scope: HTMLElement, button: string, message: string) {
  fireEvent.click(within(scope).getByRole('button', { name: button }));
  expect(await within(scope).findByText(message)).toBeTruthy();
  expect(sent).toEqual([]);
}

/**
 * Presses the button named `button` in `scope` and waits for the success toast to say
 * `message`. The test mocks `@web/lib/toast` with spies, so `toast` here is its spy.
 */
export async function pressUntilToast(scope: HTMLElement, button: string, message: string) {
  fireEvent.click(within(scope).getByRole('button', { name: button }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
}
