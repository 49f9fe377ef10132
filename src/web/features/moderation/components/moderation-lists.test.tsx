// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountAt } from '@web/lib/admin-test-support';
import { EventsSection } from './events-section';
import { adminEvent as event, report } from './moderation-fixture';
import { ReportsSection } from './reports-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

describe('the events section of /super-admin', () => {
  it('filters by status through the address, and loads older events below', async () => {
    const asked = fakeApi((url) => {
      if (url.searchParams.get('cursor') === 'older')
        return json({
          events: [event('3', 'Old drum circle', 'draft')],
          pageSize: 2,
          nextCursor: null,
        });
      if (url.searchParams.get('status') === 'draft')
        return json({
          events: [event('2', 'Gong bath', 'draft')],
          pageSize: 2,
          nextCursor: 'older',
        });
      return json({
        events: [event('1', 'Breathwork', 'published'), event('2', 'Gong bath', 'draft')],
        pageSize: 2,
        nextCursor: null,
      });
    });
    const router = mountAt(<EventsSection />);
    const region = await screen.findByRole('region', { name: 'Events: all events, newest first' });
    expect(within(region).getByRole('link', { name: 'Breathwork' }).getAttribute('href')).toBe(
      '/events/1',
    );
    expect(within(region).getByRole('button', { name: 'Unpublish Breathwork' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older events' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await waitFor(() => expect(router.state.location.search).toBe('?events.status=draft'));
    fireEvent.click(await screen.findByRole('button', { name: 'Show older events' }));
    expect(await screen.findByRole('link', { name: 'Old drum circle' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
      status: 'draft',
      cursor: 'older',
    });
  });
});

describe('the reports section of /super-admin', () => {
  it('shows the open reports first, with older ones on request', async () => {
    fakeApi((url) =>
      url.searchParams.get('cursor') === 'older'
        ? json({ reports: [report('2', 'Sound bath')], pageSize: 1, nextCursor: null })
        : json({ reports: [report('1', 'Breathwork')], pageSize: 1, nextCursor: 'older' }),
    );
    mountAt(<ReportsSection />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    expect(
      within(list).getByRole('button', { name: 'Resolve the report about “Breathwork”' }),
    ).toBeTruthy();
    expect(within(list).getByText('Reported', { exact: false }).textContent).toContain(
      'Mo Member (mo@kindred.test)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show older reports' }));
    expect(await screen.findByRole('link', { name: 'Sound bath' })).toBeTruthy();
  });

  it('shows a failure as an alert', async () => {
    fakeApi(() => json({ message: 'Only super admins can see this.', code: 'FORBIDDEN' }, 403));
    mountAt(<ReportsSection />, '/super-admin?reports.status=all');
    expect((await screen.findByRole('alert')).textContent).toBe('Only super admins can see this.');
  });
});

// Both lists filter through the address and say so when nothing is left: the events by a search,
// the reports by their status.
describe('an empty moderation list', () => {
  it.each([
    {
      section: <EventsSection />,
      answer: { events: [], pageSize: 2, nextCursor: null },
      empty: 'There are no events with this status.',
      filter: 'Search events',
      param: 'q',
      value: 'gong',
      filtered: 'No event matches “gong”.',
      address: '?events.q=gong',
    },
    {
      section: <ReportsSection />,
      answer: { reports: [], pageSize: 1, nextCursor: null },
      empty: 'No open reports',
      filter: 'Show',
      param: 'status',
      value: 'dismissed',
      filtered: 'There are no dismissed reports yet.',
      address: '?reports.status=dismissed',
    },
  ])(
    'keeps the $filter filter in the address, and says when nothing matches',
    async ({ section, answer, empty, filter, param, value, filtered, address }) => {
      const asked = fakeApi(() => json(answer));
      const router = mountAt(section);
      expect(await screen.findByText(empty)).toBeTruthy();
      fireEvent.change(screen.getByLabelText(filter), { target: { value } });
      expect(await screen.findByText(filtered)).toBeTruthy();
      expect(router.state.location.search).toBe(address);
      expect(asked.at(-1)!.searchParams.get(param)).toBe(value);
    },
  );
});
