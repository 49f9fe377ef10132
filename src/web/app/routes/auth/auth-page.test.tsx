// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@shared/profile-schemas';
import { rememberFollow } from '@web/features/spaces/pending-follow';
import { stubApi } from '@web/test/hook-providers';
import { mayaViewer, visitorViewer } from '@web/test/viewers';
import AuthPage from './auth-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

/** The page at `address`, for `viewer`; any other address says where the visitor went. */
function mount(address: string, viewer: Viewer = visitorViewer) {
  stubApi((_method, path) => (path === '/api/me' ? { body: viewer } : { body: {} }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<AuthPage />} />
          <Route path="/signup" element={<AuthPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<p>Arrived elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AuthPage (/auth, /login, /signup)', () => {
  it('opens /login on the login form, and its "Sign up" takes the focus to the Sign Up tab', async () => {
    mount('/login');
    const login = await screen.findByRole('tab', { name: 'Login' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Welcome back')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const signUp = screen.getByRole('tab', { name: 'Sign Up' });
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUp);
    expect(await screen.findByText('Create an account')).toBeTruthy();
  });

  it('opens /signup on the sign-up form, whose "Log in" goes back to the Login tab', async () => {
    mount('/signup');
    expect(await screen.findByText('Create an account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Login' }));
  });

  it('says which space a visitor sent here by Follow will follow', async () => {
    rememberFollow({ spaceId: 's1', name: 'Maya Rivers', path: '/@maya' });
    mount('/login?returnTo=%2F%40maya');
    expect(await screen.findByText('Log in or sign up to follow Maya Rivers.')).toBeTruthy();
    localStorage.clear();
  });

  it('sends someone already signed in on to where they were heading', async () => {
    mount('/login?returnTo=%2Fprofile', mayaViewer());
    expect(await screen.findByText('Arrived elsewhere')).toBeTruthy();
  });

  it('greets a confirmed sign-up by their first name, then offers what to do next', async () => {
    mount('/auth?welcome=1', mayaViewer());
    // The welcome screens are a chunk of their own, fetched when shown.
    expect(
      await screen.findByText('Welcome to Kindred, Maya!', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Become a Host' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByText("You're in! What would you like to do next?")).toBeTruthy();
  });

  it('says when the link has expired', async () => {
    mount('/login?error=INVALID_TOKEN');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This link has expired or was already used. Log in and we will send a new one.',
      ),
    );
  });
});
