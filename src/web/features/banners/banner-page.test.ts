import { describe, expect, it } from 'vitest';
import { bannerPageOf } from './banner-page';

describe('bannerPageOf', () => {
  it.each([
    ['/', 'home'],
    ['/host-dashboard', 'host-dashboard'],
    ['/host-dashboard/events', 'host-dashboard'],
    ['/host/dashboard', 'host-dashboard'],
    ['/profile', 'profile'],
    ['/events', 'events'],
    ['/events/full-moon-cacao-0b6f2c1e-6a51-4a4b-9a43-2c0e1f6b7d11', 'events'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/create-event', 'create-event'],
    ['/host-event', 'create-event'],
    ['/create-hosted-event', 'create-event'],
    ['/create-external-event', 'create-event'],
    ['/external-event', 'create-event'],
    ['/super-admin', 'super-admin'],
    ['/super-admin/sitemap', 'super-admin'],
  ])('%s shows the banner of %s', (pathname, page) => {
    expect(bannerPageOf(pathname)).toBe(page);
  });

  it.each(['/terms', '/contact', '/@maya', '/facilitator/abc', '/edit-hosted-event/1', '/eventsx'])(
    '%s has no banner',
    (pathname) => {
      expect(bannerPageOf(pathname)).toBeNull();
    },
  );
});
