// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageAreaState, StorageStatus } from '@shared/storage-schemas';
import { StorageSection } from './storage-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const status = (...states: StorageAreaState[]): StorageStatus => ({
  backend: 's3',
  areas: [
    { area: 'event_images', location: 'kindred-event-images', state: states[0]! },
    { area: 'profile_images', location: 'kindred-profile-images', state: states[1]! },
    { area: 'facilitator_images', location: 'kindred-facilitator-images', state: states[2]! },
  ],
});

describe('the storage section of /super-admin', () => {
  let answers: {
    check: () => Response;
    create: () => Response | Promise<Response>;
  };
  const requests: string[] = [];

  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${url}`);
        return url.endsWith('/create-missing') ? answers.create() : answers.check();
      }),
    );
  });

  const mount = () =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <StorageSection />
      </QueryClientProvider>,
    );
  const rows = () =>
    within(screen.getByRole('list', { name: 'Image storage areas' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
  const createButton = () => screen.getByRole('button', { name: 'Create missing' });

  it('shows each area with its state and the spec words, and has nothing to create when all are there', async () => {
    answers = {
      check: () => json(status('available', 'missing', 'unknown')),
      create: () => json({}),
    };
    mount();
    expect(screen.getByText('Checking storage…')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      'Event imageskindred-event-imagesAvailable',
      "Profile imageskindred-profile-imagesMissingStorage bucket 'kindred-profile-images' is not available.",
      'Facilitator imageskindred-facilitator-imagesUnknownFailed to verify storage system',
    ]);
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);

    answers.check = () => json(status('available', 'available', 'unknown'));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect((createButton() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(/Nothing is missing\./)).toBeTruthy();
  });

  it('says "Failed to verify storage system" when the check itself fails, whatever the server said', async () => {
    answers = {
      check: () => json({ code: 'INTERNAL', message: 'connect ECONNREFUSED 10.0.0.5:443' }, 500),
      create: () => json({}),
    };
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to verify storage system');
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
  });

  it('creates the missing areas and says so in the spec words', async () => {
    answers = {
      check: () => json(status('missing', 'available', 'available')),
      create: () =>
        json({
          ...status('available', 'available', 'available'),
          message: 'Successfully created required storage buckets',
        }),
    };
    mount();
    await waitFor(() => expect((createButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Successfully created required storage buckets'),
    );
    expect(requests).toContain('POST /api/admin/storage/create-missing');
    await waitFor(() => expect(rows().every((row) => row?.endsWith('Available'))).toBe(true));
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement?.textContent).toBe('Check again');
  });

  it.each([
    [
      'the server could not create one',
      () =>
        json({ code: 'SERVICE_UNAVAILABLE', message: 'Failed to create one or more buckets' }, 503),
      'Failed to create one or more buckets',
    ],
    [
      'the viewer is no longer an admin',
      () =>
        json({ code: 'FORBIDDEN', message: 'Only administrators can create storage buckets' }, 403),
      'Only administrators can create storage buckets',
    ],
    [
      'the answer never came',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An unexpected error occurred creating buckets',
    ],
    [
      'the server failed unexpectedly',
      () => json({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
      'An unexpected error occurred creating buckets',
    ],
  ])('tells the failure when %s', async (_, create, message) => {
    answers = { check: () => json(status('missing', 'available', 'available')), create };
    mount();
    await waitFor(() => expect((createButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message));
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
