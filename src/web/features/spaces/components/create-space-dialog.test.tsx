// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSpaceDialog } from './create-space-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('CreateSpaceDialog (spec 02 §2, §8)', () => {
  let saves: unknown[];

  beforeEach(() => {
    saves = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') saves.push(JSON.parse(String(init.body)));
        return json({ id: 's1', handle: 'rook', platformFeeOverride: 1 });
      }),
    );
  });

  const mount = () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <CreateSpaceDialog defaultName="Rook Ash" trigger={<button>Become a Host</button>} />
        ),
      },
      { path: '/facilitator-space', element: <p>Space editor</p> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Become a Host' }));
    return router;
  };

  it('asks for a display name before creating anything', async () => {
    mount();
    const name = screen.getByLabelText('Display name');
    expect((name as HTMLInputElement).value).toBe('Rook Ash');
    // The dialog opens on its one field.
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create My Space' }));
    expect(await screen.findByText('Please fill in your display name')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('creates the space with the trimmed name, congratulates and goes on to the editor', async () => {
    const router = mount();
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: ' Rook ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create My Space' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/facilitator-space'));
    expect(saves).toEqual([{ displayName: 'Rook' }]);
    expect(toast.success).toHaveBeenCalledWith('Personal Space created successfully!');
  });
});
