// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Report } from '@shared/moderation-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { EventsSection } from './events-section';
import { adminEvent, report } from './moderation-fixture';
import { ReportsSection } from './reports-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const published = adminEvent('e1', 'Breathwork', 'published', { openReports: 1 });
const openReport = report('r1', 'Breathwork', 'open', { reason: 'spam', note: '' });

const page = { pageSize: 20, nextCursor: null };

async function openUnpublish(answer: (url: URL, init?: RequestInit) => Response) {
  fakeApi((url, init) =>
    init?.method === 'POST' ? answer(url, init) : json({ events: [published], ...page }),
  );
  mountAt(<EventsSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Breathwork' }));
  return screen.findByRole('dialog', { name: 'Unpublish “Breathwork”?' });
}

/** The reports section with `openReport` listed, pressed to `action` it; a POST answers it closed. */
async function openReportDialog(action: 'Resolve' | 'Dismiss', closed: Report['status']) {
  fakeApi((url, init) =>
    init?.method === 'POST'
      ? json({ ...openReport, status: closed })
      : json({ reports: [openReport], ...page }),
  );
  mountAt(<ReportsSection />);
  const button = await screen.findByRole('button', {
    name: `${action} the report about “Breathwork”`,
  });
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: `${action} this report?` });
  return { button, dialog };
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

  it.each([
    ['  Asks for bank transfers  ', 'Asks for bank transfers'],
    ['Asks for payment outside Kindred', 'Asks for payment outside Kindred'],
  ])('sends the trimmed reason (%j), once given, says so and closes', async (typed, reason) => {
    const dialog = await openUnpublish(() =>
      json({ ...published, status: 'unpublished_by_admin' }),
    );
    await expectRefusedUnsent(dialog, 'Unpublish event', 'Give a reason.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: typed },
    });
    await pressUntilToast(dialog, 'Unpublish event', '“Breathwork” is unpublished');
    expect(sent).toEqual([{ request: 'POST /api/admin/events/e1/unpublish', body: { reason } }]);
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

  it.each([
    [' Scam ', 'Scam'],
    ['Off-platform payment', 'Off-platform payment'],
  ])(
    'resolving a report: the note (%j) becomes required once the event is to be unpublished',
    async (typed, kept) => {
      const { dialog } = await openReportDialog('Resolve', 'resolved');
      expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also unpublish the event' }));
      const note = within(dialog).getByRole('textbox', { name: 'Note' });
      expect(note.getAttribute('aria-required')).toBe('true');
      await expectRefusedUnsent(dialog, 'Resolve report', 'Give the reason the host will read.');

      fireEvent.change(note, { target: { value: typed } });
      await pressUntilToast(dialog, 'Resolve report', 'Report resolved');
      expect(sent).toEqual([
        {
          request: 'POST /api/admin/reports/r1/resolve',
          body: { note: kept, unpublishEvent: true },
        },
      ]);
    },
  );

  it('dismissing a report sends an empty note when none is given; Cancel sends nothing', async () => {
    const opened = await openReportDialog('Dismiss', 'dismissed');
    const dismiss = opened.button;
    let dialog = opened.dialog;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(dismiss);
    dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await pressUntilToast(dialog, 'Dismiss report', 'Report dismissed');
    expect(sent).toEqual([{ request: 'POST /api/admin/reports/r1/dismiss', body: { note: '' } }]);
  });
});

describe('a report of a testimonial', () => {
  // The server's label: the testimonial's first words, quoted, and the space it shows on.
  const label = '“Gentle and grounding…” on Maya Rivers';
  const testimonialReport = report('r2', label, 'open', {
    targetType: 'testimonial',
    targetId: 't1',
    target: { label, path: '/@maya-rivers', isPublic: true },
  });

  async function showQueue(reported: Report = testimonialReport) {
    fakeApi((url, init) =>
      init?.method === 'POST'
        ? json({ ...reported, status: 'resolved' })
        : json({ reports: [reported], ...page }),
    );
    mountAt(<ReportsSection />);
    return screen.findByRole('list', { name: 'Open reports' });
  }

  async function openResolve(reported: Report = testimonialReport) {
    const list = await showQueue(reported);
    fireEvent.click(
      within(list).getByRole('button', {
        name: `Resolve the report about the testimonial ${label}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this report?' });
    expect(within(dialog).getByText(/^The report about/).textContent).toBe(
      `The report about the testimonial ${label} leaves the open list: you have dealt with it.`,
    );
    return { dialog };
  }

  it('names what was reported and links to the space it shows on', async () => {
    const list = await showQueue();
    const link = within(list).getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe('/@maya-rivers');
    expect(link.previousElementSibling?.textContent).toBe('Testimonial');
  });

  it('hides the testimonial with the reason its writer reads, which it then requires', async () => {
    const { dialog } = await openResolve();
    expect(within(dialog).queryByRole('checkbox', { name: 'Also unpublish the event' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide this testimonial' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note.getAttribute('aria-required')).toBe('true');
    await expectRefusedUnsent(dialog, 'Resolve report', 'Give the reason its writer will read.');

    fireEvent.change(note, { target: { value: ' Names another guest ' } });
    await pressUntilToast(dialog, 'Resolve report', 'Report resolved');
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/reports/r2/resolve',
        body: { note: 'Names another guest', hideTestimonial: true },
      },
    ]);
  });

  it('resolves without hiding it when the box is left alone', async () => {
    const { dialog } = await openResolve();
    expect(within(dialog).getByRole('checkbox', { name: 'Hide this testimonial' })).toHaveProperty(
      'checked',
      false,
    );
    await pressUntilToast(dialog, 'Resolve report', 'Report resolved');
    expect(sent).toEqual([
      { request: 'POST /api/admin/reports/r2/resolve', body: { note: '', hideTestimonial: false } },
    ]);
  });

  it('offers no hiding once the testimonial is no longer public', async () => {
    const { dialog } = await openResolve({
      ...testimonialReport,
      target: { ...testimonialReport.target!, isPublic: false },
    });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
  });

  it('an event’s report offers to unpublish it, not to hide a testimonial', async () => {
    const { dialog } = await openReportDialog('Resolve', 'resolved');
    expect(within(dialog).getByRole('checkbox', { name: 'Also unpublish the event' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Hide this testimonial' })).toBeNull();
  });
});
