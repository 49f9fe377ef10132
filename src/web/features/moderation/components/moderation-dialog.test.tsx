// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminEvent, Report } from '@shared/moderation-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { EventsSection } from './events-section';
import { ReportsSection } from './reports-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const published: AdminEvent = {
  id: 'e1',
  title: 'Breathwork',
  path: '/events/e1',
  host: { id: 'h', name: 'Robin Host', handle: 'robin', email: 'robin@kindred.test' },
  startDate: '2026-12-01',
  startTime: '19:00',
  status: 'published',
  moderation: null,
  openReports: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const openReport: Report = {
  id: 'r1',
  targetType: 'event',
  targetId: 'e1',
  target: { label: 'Breathwork', path: '/events/e1', isPublic: true },
  reporter: { id: 'm', name: 'Mo Member', email: 'mo@kindred.test' },
  reason: 'spam',
  note: '',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
};

const page = { pageSize: 20, nextCursor: null };

async function openUnpublish(answer: (url: URL, init?: RequestInit) => Response) {
  fakeApi((url, init) =>
    init?.method === 'POST' ? answer(url, init) : json({ events: [published], ...page }),
  );
  mountAt(<EventsSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Breathwork' }));
  return screen.findByRole('dialog', { name: 'Unpublish “Breathwork”?' });
}

describe('the moderation dialog', () => {
  it('asks for the reason, focuses it, and says the limit in its own words', async () => {
    const dialog = await openUnpublish(() => json({}));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).queryByText('Give a reason.')).toBeNull();
    expect(within(dialog).getByText('1001 / 1000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    const tooLong = await within(dialog).findByText('Keep it under 1000 characters.');
    expect(reason.getAttribute('aria-describedby')).toContain(tooLong.id);
    expect(sent).toEqual([]);
  });

  it('sends the trimmed reason, says so and closes', async () => {
    const dialog = await openUnpublish(() =>
      json({ ...published, status: 'unpublished_by_admin' }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Asks for bank transfers  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('“Breathwork” is unpublished'));
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/events/e1/unpublish',
        body: { reason: 'Asks for bank transfers' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the server’s word on the field under it, and any other refusal above the form', async () => {
    let answer = json({ message: 'Give a reason.', fieldErrors: { reason: ['Too vague.'] } }, 400);
    const dialog = await openUnpublish(() => answer);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    expect(await within(dialog).findByText('Too vague.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    answer = json({ message: 'This event was deleted.' }, 404);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish event' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This event was deleted.');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('resolving a report: the note becomes required once the event is to be unpublished', async () => {
    fakeApi((url, init) =>
      init?.method === 'POST'
        ? json({ ...openReport, status: 'resolved' })
        : json({ reports: [openReport], ...page }),
    );
    mountAt(<ReportsSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resolve the report about “Breathwork”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this report?' });
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also unpublish the event' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve report' }));
    expect(await within(dialog).findByText('Give the reason the host will read.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(note, { target: { value: ' Scam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Report resolved'));
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/reports/r1/resolve',
        body: { note: 'Scam', unpublishEvent: true },
      },
    ]);
  });

  it('dismissing a report sends an empty note when none is given; Cancel sends nothing', async () => {
    fakeApi((url, init) =>
      init?.method === 'POST'
        ? json({ ...openReport, status: 'dismissed' })
        : json({ reports: [openReport], ...page }),
    );
    mountAt(<ReportsSection />);
    const dismiss = await screen.findByRole('button', {
      name: 'Dismiss the report about “Breathwork”',
    });
    fireEvent.click(dismiss);
    let dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(dismiss);
    dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Report dismissed'));
    expect(sent).toEqual([{ request: 'POST /api/admin/reports/r1/dismiss', body: { note: '' } }]);
  });
});
