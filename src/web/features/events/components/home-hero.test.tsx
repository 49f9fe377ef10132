// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookProviders, stubApi } from '@web/test/hook-providers';
import { HomeHero } from './home-hero';

/** The hero for a viewer as GET /api/me describes them. */
function mount(viewer: { user: { id: string } | null; isHost: boolean }) {
  stubApi(() => ({ body: { profile: null, ...viewer } }));
  render(<HomeHero />, { wrapper: hookProviders().wrapper });
}

describe('HomeHero', () => {
  it('welcomes visitors, and sends them to sign up to host', async () => {
    mount({ user: null, isHost: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gatherings for the heart, body and soul' }),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Host with Kindred' });
    expect(link.getAttribute('href')).toBe('/signup');
  });

  it('sends a member to become a facilitator', async () => {
    mount({ user: { id: 'u1' }, isHost: false });
    await screen.findByRole('link', { name: 'Host with Kindred' });
    await expect
      .poll(() => screen.getByRole('link', { name: 'Host with Kindred' }).getAttribute('href'))
      .toBe('/become-facilitator');
  });

  it('offers a host a new event', async () => {
    mount({ user: { id: 'u1' }, isHost: true });
    const link = await screen.findByRole('link', { name: 'Create an event' });
    expect(link.getAttribute('href')).toBe('/create-event');
  });
});
