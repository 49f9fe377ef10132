import { describe, expect, it } from 'vitest';
import type { Report, ReportsPage } from '../../../shared/moderation-schemas';
import { contentReports } from '../../db/schema/moderation';
import { createEventAs } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { MISSING, useModerationApp } from './moderation.fixtures';

describe.each(databaseTargets)('moderation: the reports queue (%s)', (target) => {
  const {
    t,
    admin,
    host,
    otherHost,
    call,
    auditRows,
    queue,
    report,
    publicIds,
    notificationsOf,
    newReporter,
  } = useModerationApp(target);

  it('queues reports newest first; resolving or dismissing one closes it, with an audit row', async () => {
    await t.db.delete(contentReports);
    const event = await createEventAs(t.app, host.cookie, { title: 'Queued Ceremony' });
    const a = await newReporter();
    const b = await newReporter();
    const first = (
      await report(a.cookie, {
        targetType: 'event',
        targetId: event.id,
        reason: 'misleading',
        note: 'The venue does not exist.',
      })
    ).json();
    const second = (
      await report(b.cookie, { targetType: 'space', targetId: host.spaceId, reason: 'hateful' })
    ).json();

    const open = await queue();
    expect(open.reports.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(open.reports[1]).toMatchObject({
      targetType: 'event',
      targetId: event.id,
      target: { label: 'Queued Ceremony', path: event.path, isPublic: true },
      reporter: { id: a.userId, email: expect.stringMatching(/@example\.com$/) },
      reason: 'misleading',
      note: 'The venue does not exist.',
      status: 'open',
      resolvedAt: null,
    });
    expect(open.reports[0]!.target).toEqual({
      label: 'Hana Host (@hana-host)',
      path: '/@hana-host',
      isPublic: true,
    });

    const before = (await auditRows()).length;
    const resolved = await call('POST', `/api/admin/reports/${first.id}/resolve`, admin.cookie, {
      note: 'Spoke to the host; the address is fixed.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolvedByName: 'Sam Admin',
      resolutionNote: 'Spoke to the host; the address is fixed.',
    });
    expect((await queue()).reports.map((r) => r.id)).toEqual([second.id]);
    expect((await queue('status=resolved')).reports.map((r) => r.id)).toEqual([first.id]);
    const dismissed = await call(
      'POST',
      `/api/admin/reports/${second.id}/dismiss`,
      admin.cookie,
      {},
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', resolutionNote: null });
    expect((await queue()).reports).toEqual([]);

    const rows = (await auditRows()).slice(before);
    expect(
      rows.map((r) => [r.action, r.targetType, r.targetId, r.before, r.after, r.reason]),
    ).toEqual([
      [
        'report.resolved',
        'report',
        first.id,
        { status: 'open' },
        { status: 'resolved' },
        'Spoke to the host; the address is fixed.',
      ],
      ['report.dismissed', 'report', second.id, { status: 'open' }, { status: 'dismissed' }, null],
    ]);
    expect(rows[0]!.targetLabel).toBe('Misleading information: event “Queued Ceremony”');

    // A closed report stays closed, and nothing more is written.
    for (const [id, action] of [
      [first.id, 'resolve'],
      [first.id, 'dismiss'],
      [second.id, 'resolve'],
    ]) {
      const again = await call('POST', `/api/admin/reports/${id}/${action}`, admin.cookie, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^This report is already (resolved|dismissed)\.$/);
    }
    const missing = await call('POST', `/api/admin/reports/${MISSING}/resolve`, admin.cookie, {});
    expect(missing.statusCode).toBe(404);
    expect((await auditRows()).length).toBe(before + 2);
    // The reporter may report it again once their report is closed.
    expect(
      (await report(a.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
  });

  it('resolves a report of an event by unpublishing it, in one step', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Scam Sound Journey' });
    const reporter = await newReporter();
    const filed = (
      await report(reporter.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' })
    ).json();
    const noReason = await call('POST', `/api/admin/reports/${filed.id}/resolve`, admin.cookie, {
      unpublishEvent: true,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give the reason the host will read.');
    const done = await call('POST', `/api/admin/reports/${filed.id}/resolve`, admin.cookie, {
      unpublishEvent: true,
      note: 'Tickets are sold elsewhere for a different event.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'resolved', target: { isPublic: false } });
    expect(await publicIds()).not.toContain(event.id);
    const actions = (await auditRows()).slice(-2).map((r) => [r.action, r.targetId]);
    expect(actions).toEqual([
      ['event.unpublished', event.id],
      ['report.resolved', filed.id],
    ]);
    expect((await notificationsOf(host.cookie))[0]!.message).toBe(
      'Your event “Scam Sound Journey” was unpublished by the Kindred team: Tickets are sold elsewhere for a different event.',
    );

    // A space cannot be unpublished this way; nothing changes.
    const spaceReport = (
      await report(reporter.cookie, { targetType: 'space', targetId: host.spaceId, reason: 'spam' })
    ).json();
    const refused = await call(
      'POST',
      `/api/admin/reports/${spaceReport.id}/resolve`,
      admin.cookie,
      { unpublishEvent: true, note: 'No' },
    );
    expect(refused.statusCode).toBe(400);
    expect((await queue()).reports.map((r) => r.id)).toContain(spaceReport.id);
  });

  it('lists all reports with the open ones first, a page at a time, and shows deleted targets', async () => {
    await t.db.delete(contentReports);
    const event = await createEventAs(t.app, otherHost.cookie, { title: 'Soon Gone' });
    // Thirty reports (reporters whose accounts are gone), every third already dismissed.
    await t.db.insert(contentReports).values(
      Array.from({ length: 30 }, (_, i) => ({
        reporterId: null,
        targetType: 'event' as const,
        targetId: event.id,
        reason: 'spam',
        status: i % 3 === 0 ? ('dismissed' as const) : ('open' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    const seen: Report[] = [];
    let cursor: string | null = null;
    do {
      const page: ReportsPage = await queue(
        `status=all${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.reports);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen.map((r) => r.id)).size).toBe(30);
    const firstClosed = seen.findIndex((r) => r.status !== 'open');
    expect(firstClosed).toBe(20);
    expect(seen.slice(firstClosed).every((r) => r.status === 'dismissed')).toBe(true);
    for (const part of [seen.slice(0, 20), seen.slice(20)]) {
      const times = part.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    }
    expect(seen[0]!.reporter).toBeNull();

    await call('DELETE', `/api/events/${event.id}`, otherHost.cookie);
    expect((await queue()).reports[0]!.target).toBeNull();
    const bad = Buffer.from(JSON.stringify(['x', '2026-01-01 10:00:00+00', MISSING])).toString(
      'base64url',
    );
    expect(
      (await call('GET', `/api/admin/reports?status=all&cursor=${bad}`, admin.cookie)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/reports?status=closed', admin.cookie)).statusCode).toBe(
      400,
    );
  });
});
