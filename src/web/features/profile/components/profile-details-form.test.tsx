// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profile-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { typeInto } from '@web/test/dom-queries';
import { ProfileDetailsForm } from './profile-details-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const profile: Profile = {
  id: 'p1',
  firstName: 'Maya',
  lastName: 'Rivers',
  email: 'maya@example.com',
  avatarUrl: null,
  bio: 'Sound healer',
  displayName: null,
  handle: null,
};

function mount(answer: (body: unknown) => Answer) {
  const requests = stubApi((_method, _path, body) => answer(body));
  // A data router: the form asks before leaving with unsaved changes (useBlocker).
  const router = createMemoryRouter([
    { path: '/', element: <ProfileDetailsForm profile={profile} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requests;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfileDetailsForm', () => {
  it('shows the saved details and counts the bio as it is typed', async () => {
    mount(() => ({ body: profile }));
    expect(field('First name').value).toBe('Maya');
    expect(field('Last name').value).toBe('Rivers');
    expect(field('Bio').value).toBe('Sound healer');
    expect(screen.getByText('12 / 500')).toBeTruthy();
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    expect(discard.hasAttribute('disabled')).toBe(true);

    typeInto('Bio', 'Breathwork');
    expect(await screen.findByText('10 / 500')).toBeTruthy();
    await waitFor(() => expect(discard.hasAttribute('disabled')).toBe(false));
  });

  it('Discard changes puts back the saved details', async () => {
    mount(() => ({ body: profile }));
    typeInto('Bio', 'Breathwork');
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    await waitFor(() => expect(discard.hasAttribute('disabled')).toBe(false));
    fireEvent.click(discard);
    await waitFor(() => expect(field('Bio').value).toBe('Sound healer'), { timeout: 300 });
  });

  it('requires a first name and sends nothing without one', async () => {
    const requests = mount(() => ({ body: profile }));
    typeInto('First name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(requests).toEqual([]);
  });

  it('saves the trimmed details with PATCH, and says so; a refusal is told in a toast', async () => {
    const requests = mount((body) => ({ body: { ...profile, ...(body as object) } }));
    typeInto('First name', ' Maya Grace ');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved'));
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/profile',
      body: { firstName: 'Maya Grace', lastName: 'Rivers', bio: 'Sound healer' },
    });

    cleanup();
    mount(() => ({ status: 503, body: { message: 'Kindred is busy.', code: 'ERROR' } }));
    typeInto('Last name', 'River');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kindred is busy.'));
  });
});
