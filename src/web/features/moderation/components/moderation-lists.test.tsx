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

  it('searches through the address and says when nothing matches', async () => {
    const asked = fakeApi(() => json({ events: [], pageSize: 2, nextCursor: null }));
    const router = mountAt(<EventsSection />);
    expect(await screen.findByText('There are no events with this status.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'gong' } });
    expect(await screen.findByText('No event matches “gong”.')).toBeTruthy();
    expect(router.state.location.search).toBe('?events.q=gong');
    expect(asked.at(-1)!.searchParams.get('q')).toBe('gong');
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

  it('keeps the status in the address, and says when there is nothing to see', async () => {
    const asked = fakeApi(() => json({ reports: [], pageSize: 1, nextCursor: null }));
    const router = mountAt(<ReportsSection />);
    expect(await screen.findByText('No open reports')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'dismissed' } });
    expect(await screen.findByText('There are no dismissed reports yet.')).toBeTruthy();
    expect(router.state.location.search).toBe('?reports.status=dismissed');
    expect(asked.at(-1)!.searchParams.get('status')).toBe('dismissed');
  });

  it('shows a failure as an alert', async () => {
    fakeApi(() => json({ message: 'Only super admins can see this.', code: 'FORBIDDEN' }, 403));
    mountAt(<ReportsSection />, '/super-admin?reports.status=all');
    expect((await screen.findByRole('alert')).textContent).toBe('Only super admins can see this.');
  });
});
