// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '@shared/banners/banner-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { pressUntilToast } from '@web/test/admin-form-steps';
import { BannersSection } from './banners-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const banner = (id: string, text: string, pages: Banner['pages'], active = true): Banner => ({
  id,
  messageHtml: `<p>${text}</p>`,
  pages,
  colour: 'green',
  active,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('the banners section of /super-admin', () => {
  it('says where each active banner shows, newest first, and which page a newer one takes', async () => {
    fakeApi(() =>
      json({
        banners: [
          banner('b2', 'Winter retreat', ['home']),
          banner('b1', 'Summer gathering', ['home', 'about']),
          banner('b0', 'Old news', ['events'], false),
        ],
      }),
    );
    mountAt(<BannersSection />);
    const list = await screen.findByRole('list', { name: 'Banners, newest first' });
    const items = within(list).getAllByRole('listitem');
    // Pages, then Showing on: both Home for the newest.
    expect(within(items[0]!).getAllByText('Home')).toHaveLength(2);
    expect(
      within(items[1]!).getByText('About (a newer banner shows instead on Home)'),
    ).toBeTruthy();
    expect(within(items[2]!).getByText('Inactive')).toBeTruthy();
    expect(within(items[2]!).queryByText('Showing on')).toBeNull();
  });

  it('switches a banner off, and deletes one after asking', async () => {
    fakeApi((url, init) =>
      init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : init?.method === 'POST'
          ? json(banner('b1', 'Summer gathering', ['home'], false))
          : json({ banners: [banner('b1', 'Summer gathering', ['home'])] }),
    );
    mountAt(<BannersSection />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Banner deactivated'));
    expect(sent).toEqual([{ request: 'POST /api/admin/banners/b1/deactivate', body: {} }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this banner?' });
    await pressUntilToast(ask, 'Delete banner', 'Banner deleted');
    expect(sent.at(-1)).toEqual({ request: 'DELETE /api/admin/banners/b1', body: undefined });
  });

  it('shows the empty state, and a failure as an alert', async () => {
    fakeApi(() => json({ banners: [] }));
    mountAt(<BannersSection />);
    expect(await screen.findByText('No banners yet')).toBeTruthy();
    cleanup();
    fakeApi(() => json({ message: 'Kindred is busy.', code: 'ERROR' }, 500));
    mountAt(<BannersSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Kindred is busy.');
  });
  it('opens the form with the focus on it, and Cancel gives the focus back to New banner', async () => {
    fakeApi(() => json({ banners: [] }));
    mountAt(<BannersSection />);
    fireEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const heading = await screen.findByRole('heading', { name: 'New banner' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('button', { name: 'New banner' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
