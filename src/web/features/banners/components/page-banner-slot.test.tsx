// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { PageBannerSlot } from './page-banner-slot';
// The slot draws the banner from a chunk of its own: loaded here first, so it arrives at once.
import './page-banner';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

afterEach(() => {
  sessionStorage.clear();
});
const banner = {
  id: '0b6f2c1e-6a51-4a4b-9a43-2c0e1f6b7d11',
  messageHtml: '<p>Winter retreat bookings open</p>',
  colour: 'green',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function mount(path: string, answer: Answer) {
  const requests = stubApi(() => answer);
  const { client, wrapper } = hookProviders(path);
  render(<PageBannerSlot />, { wrapper });
  return Object.assign(requests, { client });
}

describe('PageBannerSlot', () => {
  it("shows the page's newest active banner, asked for by the page's key", async () => {
    const requests = mount('/events/full-moon-circle', { body: { banner } });
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region.textContent).toContain('Winter retreat bookings open');
    expect(requests[0]).toEqual({
      method: 'GET',
      path: '/api/banners/current?page=events',
      body: undefined,
    });
  });

  it('shows nothing, and asks nothing, on a page without banners or when there is none', async () => {
    expect([...mount('/sitemap', { body: { banner } })]).toEqual([]);
    cleanup();
    const { client } = mount('/', { body: { banner: null } });
    await waitFor(() =>
      expect(client.getQueryState(['banners', 'current', 'home'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says in two toasts that the announcements failed to load', async () => {
    mount('/about', { status: 500, body: { message: 'Down', code: 'ERROR' } });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load page announcements', {
        id: 'banner-load-failed',
      }),
    );
    expect(toast.error).toHaveBeenCalledWith('Something went wrong with loading announcements', {
      id: 'banner-load-failed-detail',
    });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
