// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminEvent, Report } from '@shared/moderation-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { EventsSection } from './events-section';
import { ReportsSection } from './reports-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const event = (id: string, title: string, status: AdminEvent['status']): AdminEvent => ({
  id,
  title,
  path: `/events/${id}`,
  host: { id: 'h', name: 'Robin Host', handle: 'robin', email: 'robin@kindred.test' },
  startDate: '2026-12-01',
  startTime: '19:00',
  status,
  moderation: null,
  openReports: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const report = (id: string, label: string, status: Report['status'] = 'open'): Report => ({
  id,
  targetType: 'event',
  targetId: `e${id}`,
  target: { label, path: `/events/e${id}`, isPublic: true },
  reporter: { id: 'm', name: 'Mo Member', email: 'mo@kindred.test' },
  reason: 'other',
  note: 'Asks for payment by bank transfer.',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
});

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

describe('the moderation dialogs', () => {
  it('unpublishes an event only with a reason, then says so', async () => {
    fakeApi((url, init) =>
      init?.method === 'POST'
        ? json(event('1', 'Breathwork', 'unpublished_by_admin'))
        : json({ events: [event('1', 'Breathwork', 'published')], pageSize: 2, nextCursor: null }),
    );
    mountAt(<EventsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Breathwork' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Breathwork”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Asks for payment outside Kindred' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('“Breathwork” is unpublished'));
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/events/1/unpublish',
        body: { reason: 'Asks for payment outside Kindred' },
      },
    ]);
  });

  it('resolves a report, its note required once the event is to be unpublished too', async () => {
    fakeApi((url, init) =>
      init?.method === 'POST'
        ? json(report('1', 'Breathwork', 'resolved'))
        : json({ reports: [report('1', 'Breathwork')], pageSize: 1, nextCursor: null }),
    );
    mountAt(<ReportsSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resolve the report about “Breathwork”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this report?' });
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also unpublish the event' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve report' }));
    expect(await within(dialog).findByText('Give the reason the host will read.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Off-platform payment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Report resolved'));
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/reports/1/resolve',
        body: { note: 'Off-platform payment', unpublishEvent: true },
      },
    ]);
  });
});
