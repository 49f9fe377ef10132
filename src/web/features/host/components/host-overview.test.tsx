// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventCard } from '@shared/events/event-schemas';
import type { HostOverview as Overview } from '@shared/host-schemas';
import { eventCard } from '@web/test/event-cards';
import { HostOverview } from './host-overview';

const event = (id: string, title: string, overrides: Partial<EventCard> = {}): EventCard =>
  eventCard({
    id,
    path: `/events/${id}`,
    title,
    startDate: '2026-12-05',
    startTime: '19:00',
    endDate: '2026-12-05',
    endTime: '21:00',
    startsAt: '2026-12-05T19:00:00.000Z',
    locationText: 'Hackney, London',
    city: 'London',
    imageUrl: '',
    ...overrides,
  });

const overview = (overrides: Partial<Overview> = {}): Overview => ({
  firstName: 'Maya',
  lastName: 'Rivers',
  memberSince: '2026-01-01',
  space: null,
  nextEvents: [],
  followers: { total: 0, recent: 0, previous: 0 },
  pendingInvitations: 0,
  drafts: { count: 0, events: [] },
  ...overrides,
});

const mount = (value: Overview) =>
  render(
    <MemoryRouter>
      <HostOverview overview={value} />
    </MemoryRouter>,
  );
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('HostOverview', () => {
  it('for a new host: create a space, no events, nothing waiting', () => {
    mount(overview());
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Create your space' }).getAttribute('href')).toBe(
      '/host-dashboard/facilitator-space',
    );
    expect(links.queryByRole('link', { name: 'View public page' })).toBeNull();
    expect(screen.getByText('No new followers in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('None waiting for your answer.')).toBeTruthy();
    expect(screen.getByText('Nothing left half-done.')).toBeTruthy();
    const next = within(screen.getByRole('region', { name: 'Next events' }));
    expect(next.getByText('No upcoming events')).toBeTruthy();
    expect(next.getByRole('link', { name: 'Create event' }).getAttribute('href')).toBe(
      '/create-event',
    );
    expect(screen.queryByRole('region', { name: 'Drafts to finish' })).toBeNull();
  });

  it('lists next events and drafts with their edit links, and what waits for an answer', () => {
    mount(
      overview({
        space: { id: 's1', displayName: 'Maya Rivers', handle: 'maya' },
        nextEvents: [event('e1', 'Sound Bath')],
        followers: { total: 12, recent: 3, previous: 1 },
        pendingInvitations: 1,
        drafts: { count: 7, events: [event('e2', 'Winter Retreat', { isExternal: true })] },
      }),
    );
    expect(href('View public page')).toBe('/@maya');
    expect(
      screen.getByText('3 new in the last 30 days, up from 1 in the 30 days before.'),
    ).toBeTruthy();
    expect(href('Answer it in Collaborations')).toBe('/host-dashboard/collaborations');

    const next = within(screen.getByRole('region', { name: 'Next events' }));
    expect(next.getByRole('link', { name: 'Sound Bath' }).getAttribute('href')).toBe('/events/e1');
    expect(next.getByRole('link', { name: 'Edit Sound Bath' }).getAttribute('href')).toBe(
      '/edit-hosted-event/e1',
    );
    expect(next.getByRole('link', { name: 'All your events' }).getAttribute('href')).toBe(
      '/host-dashboard/events',
    );
    const drafts = within(screen.getByRole('region', { name: 'Drafts to finish' }));
    expect(drafts.getByRole('link', { name: 'Finish Winter Retreat' }).getAttribute('href')).toBe(
      '/edit-external-event/e2',
    );
    // Seven drafts, one listed: a link to all of them.
    expect(drafts.getByRole('link', { name: 'All 7 drafts' })).toBeTruthy();
  });
});
