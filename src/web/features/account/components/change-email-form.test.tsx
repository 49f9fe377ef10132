// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { typeInto } from '@web/test/dom-queries';
import { ChangeEmailForm } from './change-email-form';

function mount(answer: Answer = { body: { message: 'Sent' } }) {
  const requests = stubApi(() => answer);
  render(<ChangeEmailForm currentEmail="maya@example.com" />, { wrapper: hookProviders().wrapper });
  return requests;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));

describe('ChangeEmailForm', () => {
  it('says what is missing or wrong, focuses the first field, and sends nothing', async () => {
    const requests = mount();
    expect(screen.getByText('maya@example.com')).toBeTruthy();
    send();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    const email = screen.getByLabelText('New e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    typeInto('New e-mail address', 'not-an-address');
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends the new address and password, then says where the link went', async () => {
    const requests = mount();
    typeInto('New e-mail address', '  maya.new@example.com ');
    typeInto('Current password', 'correct horse');
    send();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('We sent a link to maya.new@example.com.');
    expect(status.textContent).toContain('Until then you keep using maya@example.com.');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/account/change-email',
        body: { newEmail: 'maya.new@example.com', password: 'correct horse' },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("puts the server's field error under its field, and any other error in an alert", async () => {
    mount({
      status: 400,
      body: {
        message: 'Invalid',
        code: 'VALIDATION',
        fieldErrors: { password: ['Wrong password'] },
      },
    });
    typeInto('New e-mail address', 'maya.new@example.com');
    typeInto('Current password', 'guess');
    send();
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    mount({ status: 409, body: { message: 'That address already has an account', code: 'TAKEN' } });
    typeInto('New e-mail address', 'taken@example.com');
    typeInto('Current password', 'correct horse');
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That address already has an account'),
    );
  });
});
