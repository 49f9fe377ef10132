import { describe, expect, it } from 'vitest';
import { bypassesOnboarding, isPublicPath } from './route-access';

describe('route access (spec 01 §2)', () => {
  it('treats browsing, auth, information, event and facilitator pages as public', () => {
    for (const path of [
      '/',
      '/auth',
      '/login',
      '/signup',
      '/terms',
      '/sitemap',
      '/events/cacao-1?id=1',
      '/facilitator/x',
      '/@maya',
      '/f/maya-rivers',
    ]) {
      expect(isPublicPath(path.split('?')[0]!), path).toBe(true);
    }
  });
  it('treats account and host pages as private', () => {
    for (const path of [
      '/profile',
      '/settings',
      '/notifications',
      '/host-dashboard/events',
      '/super-admin',
      '/create-event',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
  it('lets onboarding be bypassed on profile, account settings, create-event pages, dashboard, super admin and onboarding itself', () => {
    for (const path of [
      '/profile',
      '/settings',
      '/create-event',
      '/create-hosted-event',
      '/edit-hosted-event/5',
      '/host-dashboard/orders',
      '/super-admin/sitemap',
      '/become-facilitator',
    ]) {
      expect(bypassesOnboarding(path), path).toBe(true);
    }
    expect(bypassesOnboarding('/notifications')).toBe(false);
    expect(bypassesOnboarding('/profiles-of-others')).toBe(false);
  });
});
