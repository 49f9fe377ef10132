// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { typeInto } from '@web/test/dom-queries';
import { ChangePasswordForm } from './change-password-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

function mount(answer: Answer = { body: { status: true } }) {
  const requests = stubApi(() => answer);
  render(<ChangePasswordForm />, { wrapper: hookProviders().wrapper });
  return requests;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('ChangePasswordForm', () => {
  it('asks for the current password and a new one of 8 characters, sending nothing', async () => {
    const requests = mount();
    typeInto('New password', 'short');
    submit();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    // The hint, and now the error too.
    expect(screen.getAllByText('Password must be at least 8 characters long')).toHaveLength(2);
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('sends both passwords, clears the form and says the other devices are signed out', async () => {
    const requests = mount();
    typeInto('Current password', 'old secret');
    typeInto('New password', 'a new long secret');
    submit();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Password changed. Your other devices have been signed out.',
      ),
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/change-password',
        body: { currentPassword: 'old secret', newPassword: 'a new long secret' },
      },
    ]);
    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(field('New password').value).toBe('');
  });

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    mount({ status: 400, body: { message: 'Invalid password', code: 'INVALID_PASSWORD' } });
    typeInto('Current password', 'wrong one');
    typeInto('New password', 'a new long secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
    expect(field('Current password').value).toBe('wrong one');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
