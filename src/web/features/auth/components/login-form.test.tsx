// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

describe('the login form (spec 01 §5), checked by the shared schema', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  const mount = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm onSwitchToSignUp={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  const email = () => screen.getByLabelText('Email');
  const password = () => screen.getByLabelText('Password');
  const logIn = () => fireEvent.submit(screen.getByRole('button', { name: 'Log in' }));

  it('says what is missing, sends nothing and puts the focus on the first problem', async () => {
    mount();
    logIn();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks again as the person types once they have tried to log in', async () => {
    mount();
    fireEvent.change(email(), { target: { value: 'not an address' } });
    // Before the first attempt nothing is said.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    logIn();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'maya@example.com' } });
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).toBeNull(),
    );
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('sends the trimmed address and the password, and shows a refusal in a toast', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Invalid email or password', code: 'UNAUTHORIZED' }), {
        status: 401,
      }),
    );
    mount();
    fireEvent.change(email(), { target: { value: '  maya@example.com ' } });
    fireEvent.change(password(), { target: { value: 'a calm river' } });
    logIn();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in/email');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'maya@example.com',
      password: 'a calm river',
      rememberMe: true,
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });
});
