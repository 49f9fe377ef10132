// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@web/test/hook-providers';
import { mayaViewer } from '@web/test/viewers';
import ProfilePage from './profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

function mount(emailVerified: boolean) {
  const requests = stubApi((_method, path) => ({
    body: path === '/api/me' ? mayaViewer({ emailVerified }) : { status: true },
  }));
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('ProfilePage', () => {
  it('shows a loading state, then the sections with the address confirmed', async () => {
    mount(true);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Your profile', level: 1 })).toBeTruthy();
    expect(screen.getByText('maya@example.com')).toBeTruthy();
    expect(screen.getByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maya');
    expect(screen.getByRole('link', { name: 'Open account settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('sends the confirmation link again for an unconfirmed address', async () => {
    const requests = mount(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "We've sent a new confirmation link to maya@example.com.",
      ),
    );
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/send-verification-email',
      body: { email: 'maya@example.com', callbackURL: '/' },
    });
  });
});
