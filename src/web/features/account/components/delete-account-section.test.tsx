// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { DeleteAccountSection } from './delete-account-section';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

function mount(isHost: boolean, answer: Answer = { body: { message: 'Deleted' } }) {
  const requests = stubApi(() => answer);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(['viewer'], { user: { id: 'u1' } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={<DeleteAccountSection isHost={isHost} />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, client };
}

const fill = (dialog: HTMLElement, password: string, confirmation: string) => {
  fireEvent.change(within(dialog).getByLabelText('Your password'), {
    target: { value: password },
  });
  fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
    target: { value: confirmation },
  });
};

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  it('lists what a host also loses', () => {
    mount(false);
    expect(screen.queryByText(/your personal space/)).toBeNull();
    cleanup();
    mount(true);
    expect(screen.getByText('your personal space, its page and its pictures;')).toBeTruthy();
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
  });

  it('works only once the password and the exact word DELETE are typed, then goes home', async () => {
    const { requests, client } = mount(false);
    const dialog = await openDialog();
    const button = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog).getByText(
        'The button works once you have entered your password and typed DELETE.',
      ),
    ).toBeTruthy();
    fill(dialog, 'correct horse', 'delete');
    expect(button.hasAttribute('disabled')).toBe(true);

    fill(dialog, 'correct horse', 'DELETE');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/account/delete',
        body: { password: 'correct horse', confirmation: 'DELETE' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted.');
    expect(client.getQueryData(['viewer'])).toBeUndefined();
  });

  it('shows a wrong password under its field and stays; Cancel and Escape close the dialog', async () => {
    mount(false, {
      status: 400,
      body: {
        message: 'Invalid',
        code: 'VALIDATION',
        fieldErrors: { password: ['Wrong password'] },
      },
    });
    const dialog = await openDialog();
    fill(dialog, 'guess', 'DELETE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Wrong password')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Escape closes it too, and the focus goes back to the button that opened it.
    const again = await openDialog();
    fireEvent.keyDown(within(again).getByLabelText('Your password'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account…' }));
  });
});
