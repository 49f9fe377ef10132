import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminEvent,
  AdminEventsPage,
  Report,
  ReportsPage,
} from '../../../shared/moderation-schemas';
import { adminAuditLog } from '../../db/schema/audit-log';
import { events } from '../../db/schema/events';
import { contentReports } from '../../db/schema/moderation';
import { createEventAs, eventInput, signUpHost } from '../../test/event-helpers';
import { signUpWithSpace } from '../../test/space-helpers';
import { callApi, databaseTargets, signUp, type ApiMethod } from '../../test/test-app';
import {
  expectOnlySuperAdmins,
  signUpSuperAdmin,
  useTestApp,
  type Account,
} from '../../test/fixtures';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databaseTargets)('moderation (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  let admin: Account;
  let member: Account;
  let host: Account & { spaceId: string; handle: string };
  let otherHost: Account;

  beforeAll(async () => {
    admin = await signUpSuperAdmin(t);
    member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
    host = await signUpWithSpace(t, {
      name: 'Hana Host',
      email: 'hana@example.com',
      handle: 'hana-host',
    });
    otherHost = await signUpHost(t, 'Oren Other', 'oren@example.com');
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const auditRows = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
  const adminEvents = async (query = ''): Promise<AdminEventsPage> => {
    const response = await call('GET', `/api/admin/events?${query}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const queue = async (query = ''): Promise<ReportsPage> => {
    const response = await call('GET', `/api/admin/reports?${query}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const report = (cookie: string, payload: object) => call('POST', '/api/reports', cookie, payload);
  const publicIds = async () =>
    (await call('GET', '/api/events')).json().events.map((e: { id: string }) => e.id);
  const notificationsOf = async (cookie: string) =>
    (await call('GET', '/api/notifications', cookie)).json().notifications as Array<{
      type: string;
      title: string;
      message: string;
      data: Record<string, string>;
    }>;
  /** Someone new who may report: the limit is per person, so tests do not share one. */
  let reporters = 0;
  const newReporter = () => {
    reporters += 1;
    return signUp(t, { name: `Rae Reporter${reporters}`, email: `rae${reporters}@example.com` });
  };

  it('refuses visitors (401), members and hosts (403) on every admin route, and changes nothing', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Guarded Gathering' });
    const before = await auditRows();
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/events/${event.id}/unpublish`, { reason: 'Taking it down' }],
      ['POST', `/api/admin/events/${event.id}/restore`, { reason: 'Putting it back' }],
      ['POST', `/api/admin/reports/${MISSING}/resolve`, { note: 'Done' }],
      ['POST', `/api/admin/reports/${MISSING}/dismiss`, { note: 'Done' }],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    const visitorReport = await report('', {
      targetType: 'event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(visitorReport.statusCode).toBe(401);
    expect(await publicIds()).toContain(event.id);
    expect(await auditRows()).toEqual(before);
    expect(await t.db.select().from(contentReports)).toEqual([]);
  });

  it('lists every event, drafts included, newest first, and finds them by title, host or handle', async () => {
    const draft = await createEventAs(t.app, host.cookie, { title: 'Quiet Draft Circle' }, false);
    const other = await createEventAs(t.app, otherHost.cookie, { title: 'Otter Sound Bath' });
    const all = await adminEvents();
    expect(all.events[0]!.id).toBe(other.id);
    const draftRow = all.events.find((e) => e.id === draft.id)!;
    expect(draftRow).toMatchObject({
      title: 'Quiet Draft Circle',
      status: 'draft',
      host: { id: host.userId, name: 'Hana Host', handle: 'hana-host', email: 'hana@example.com' },
      startDate: '2099-06-20',
      startTime: '19:00',
      moderation: null,
      openReports: 0,
      path: draft.path,
    });
    const titles = (page: AdminEventsPage) => page.events.map((e) => e.title).sort();
    expect(titles(await adminEvents('q=QUIET%20draft'))).toEqual(['Quiet Draft Circle']);
    expect(titles(await adminEvents('q=oren'))).toEqual(['Otter Sound Bath']);
    expect(titles(await adminEvents('q=oren%40example'))).toEqual(['Otter Sound Bath']);
    expect(titles(await adminEvents('q=%40hana-host'))).toContain('Quiet Draft Circle');
    expect(titles(await adminEvents(`q=${other.id}`))).toEqual(['Otter Sound Bath']);
    // % and _ are letters here, not wildcards.
    expect((await adminEvents('q=%25')).events).toEqual([]);
    expect((await adminEvents('status=draft')).events.map((e) => e.id)).toEqual([draft.id]);
    expect((await adminEvents('status=published')).events.map((e) => e.status)).not.toContain(
      'draft',
    );
    const wrong = await call('GET', '/api/admin/events?status=hidden', admin.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Show one of: all, published, draft, unpublished_by_admin.');
  });

  it('pages through every event once, by keyset, and refuses a tampered cursor', async () => {
    for (let i = 0; i < 27; i++)
      await createEventAs(t.app, otherHost.cookie, { title: `Paged Gathering ${i}` }, i % 3 === 0);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminEventsPage = await adminEvents(
        `q=paged${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      ids.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(27);
    expect(new Set(ids).size).toBe(27);
    const rows = await t.db.select().from(events);
    const expected = rows
      .filter((r) => r.title.startsWith('Paged'))
      .sort((a, b) =>
        a.createdAt.getTime() !== b.createdAt.getTime()
          ? b.createdAt.getTime() - a.createdAt.getTime()
          : a.id < b.id
            ? 1
            : -1,
      )
      .map((r) => r.id);
    expect(ids).toEqual(expected);
    for (const value of [
      ['2024-02-30 10:00:00+00', MISSING],
      ['yesterday', MISSING],
      ['2026-01-01 10:00:00+00', 'not-an-id'],
      ['2026-01-01 10:00:00+00'],
    ]) {
      const bad = Buffer.from(JSON.stringify(value)).toString('base64url');
      const response = await call('GET', `/api/admin/events?cursor=${bad}`, admin.cookie);
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().message).toBe('That page of results has expired. Please reload.');
    }
  });

  it('unpublishes an event with a reason: hidden everywhere, audited, the host notified and mailed', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Zanzibar Cacao Night' });
    expect(await publicIds()).toContain(event.id);
    const empty = await call('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, {
      reason: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.reason).toEqual(['Give a reason.']);
    const long = await call('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, {
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep the reason under 1000 characters.');
    const mailsBefore = t.mails.length;
    const reason = 'It sells a medical cure, which our terms do not allow.';

    const done = await call('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, {
      reason,
    });
    expect(done.statusCode, done.body).toBe(200);
    const row: AdminEvent = done.json();
    expect(row).toMatchObject({
      id: event.id,
      status: 'unpublished_by_admin',
      moderation: { reason, byName: 'Sam Admin' },
    });

    // Gone from the list, search and its page, for visitors and signed-in people alike.
    expect(await publicIds()).not.toContain(event.id);
    expect((await call('GET', '/api/events/search?q=zanzibar')).json().events).toEqual([]);
    expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${event.id}`, member.cookie)).statusCode).toBe(404);
    // Its host still sees it, with the reason.
    const own = (await call('GET', `/api/events/${event.id}`, host.cookie)).json();
    expect(own).toMatchObject({ isDraft: true, moderation: { reason } });
    const dashboard = (await call('GET', '/api/host/events', host.cookie)).json();
    expect(dashboard.events.find((e: { id: string }) => e.id === event.id)).toMatchObject({
      isDraft: true,
      moderation: { reason },
    });

    const [audit] = (await auditRows()).filter(
      (r) => r.action === 'event.unpublished' && r.targetId === event.id,
    );
    expect(audit).toMatchObject({
      actorId: admin.userId,
      targetType: 'event',
      targetLabel: 'Zanzibar Cacao Night',
      before: { isDraft: false, moderated: false },
      after: { isDraft: true, moderated: true },
      reason,
    });

    const [told] = await notificationsOf(host.cookie);
    expect(told).toMatchObject({
      type: 'event_unpublished',
      title: 'Event unpublished',
      message: `Your event “Zanzibar Cacao Night” was unpublished by the Kindred team: ${reason}`,
      data: { event_id: event.id },
    });
    await t.runJobs();
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === 'hana@example.com');
    expect(mail?.subject).toBe('Your event “Zanzibar Cacao Night” was unpublished');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('http://localhost:3000/host-dashboard/events');

    const again = await call('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, {
      reason,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The Kindred team has already unpublished this event.');
    expect((await adminEvents('status=unpublished_by_admin')).events.map((e) => e.id)).toEqual([
      event.id,
    ]);
  });

  it('keeps a moderated event from its host until a super admin restores it', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Held Back Kirtan' });
    const reason = 'Misleading prices.';
    await call('POST', `/api/admin/events/${event.id}/unpublish`, admin.cookie, { reason });

    const publish = await call('POST', `/api/events/${event.id}/publish`, host.cookie);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(
      `The Kindred team unpublished this event, so it cannot be published until they restore it. Their reason: “${reason}”. Contact us if you think this is a mistake.`,
    );
    const save = (publish: boolean, title: string) =>
      call('PUT', `/api/events/${event.id}`, host.cookie, {
        event: eventInput({ title }),
        publish,
      });
    expect((await save(true, 'Held Back Kirtan, fixed')).statusCode).toBe(409);
    // Editing it as a draft is allowed: that is how a host puts it right.
    const edited = await save(false, 'Held Back Kirtan, fixed');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ isDraft: true, moderation: { reason } });
    expect(await publicIds()).not.toContain(event.id);

    const restored = await call('POST', `/api/admin/events/${event.id}/restore`, admin.cookie, {
      reason: 'The host corrected the prices.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'draft', moderation: null });
    const [audit] = (await auditRows()).filter(
      (r) => r.action === 'event.restored' && r.targetId === event.id,
    );
    expect(audit).toMatchObject({
      before: { moderated: true, reason },
      after: { moderated: false },
      reason: 'The host corrected the prices.',
    });
    expect((await notificationsOf(host.cookie))[0]).toMatchObject({
      type: 'event_restored',
      message:
        'Your event “Held Back Kirtan, fixed” was restored by the Kindred team. You can publish it again.',
    });
    const republished = await call('POST', `/api/events/${event.id}/publish`, host.cookie);
    expect(republished.statusCode).toBe(200);
    expect(await publicIds()).toContain(event.id);
    const twice = await call('POST', `/api/admin/events/${event.id}/restore`, admin.cookie, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This event is not unpublished by the Kindred team.');
  });

  it('refuses to unpublish a draft or an event that does not exist', async () => {
    const draft = await createEventAs(t.app, host.cookie, { title: 'Not Yet' }, false);
    const before = await auditRows();
    const onDraft = await call('POST', `/api/admin/events/${draft.id}/unpublish`, admin.cookie, {
      reason: 'Spam',
    });
    expect(onDraft.statusCode).toBe(409);
    const missing = await call('POST', `/api/admin/events/${MISSING}/unpublish`, admin.cookie, {
      reason: 'Spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    expect(
      (await call('POST', '/api/admin/events/not-an-id/unpublish', admin.cookie, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(await auditRows()).toEqual(before);
  });

  it('checks a report: reason, note, target, and never one’s own', async () => {
    const reporter = await newReporter();
    const event = await createEventAs(t.app, host.cookie, { title: 'Reportable Retreat' });
    const draft = await createEventAs(t.app, host.cookie, { title: 'Hidden Draft' }, false);
    const cases: Array<[object, number, string]> = [
      [
        { targetType: 'event', targetId: event.id, reason: 'rude' },
        400,
        'Choose a reason from the list.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'other' },
        400,
        'Tell us what is wrong, in a few words.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'other', note: '   ' },
        400,
        'Tell us what is wrong, in a few words.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'spam', note: 'x'.repeat(1001) },
        400,
        'Keep the note under 1000 characters.',
      ],
      [
        { targetType: 'person', targetId: event.id, reason: 'spam' },
        400,
        'Report an event or a space.',
      ],
      [
        { targetType: 'event', targetId: 'nope', reason: 'spam' },
        400,
        'We could not find what you are reporting.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await report(reporter.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const other = await newReporter();
    for (const [payload, status, message] of [
      [
        { targetType: 'event', targetId: MISSING, reason: 'spam' },
        404,
        'We could not find that event. It may have been removed.',
      ],
      [
        { targetType: 'event', targetId: draft.id, reason: 'spam' },
        404,
        'We could not find that event. It may have been removed.',
      ],
      [
        { targetType: 'space', targetId: MISSING, reason: 'spam' },
        404,
        'We could not find that space. It may have been removed.',
      ],
    ] as Array<[object, number, string]>) {
      const response = await report(other.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const ownEvent = await report(host.cookie, {
      targetType: 'event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(ownEvent.statusCode).toBe(403);
    expect(ownEvent.json().message).toBe('You cannot report your own event.');
    const ownSpace = await report(host.cookie, {
      targetType: 'space',
      targetId: host.spaceId,
      reason: 'spam',
    });
    expect(ownSpace.statusCode).toBe(403);
    expect(ownSpace.json().message).toBe('You cannot report your own space.');
    expect(await t.db.select().from(contentReports)).toEqual([]);
  });

  it('files one open report per person and target; a second is refused', async () => {
    const reporter = await newReporter();
    const event = await createEventAs(t.app, host.cookie, { title: 'Twice Told Tale' });
    const first = await report(reporter.cookie, {
      targetType: 'event',
      targetId: event.id,
      reason: 'other',
      note: '  Asks for payment by bank transfer to a private account.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'open' });
    const [row] = await t.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, first.json().id));
    expect(row).toMatchObject({
      reporterId: reporter.userId,
      targetType: 'event',
      targetId: event.id,
      reason: 'other',
      note: 'Asks for payment by bank transfer to a private account.',
      status: 'open',
    });
    const second = await report(reporter.cookie, {
      targetType: 'event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You have already reported this event. The Kindred team will look at it soon.',
    );
    // Two at the same moment: still one.
    const space = await Promise.all(
      [1, 2].map(() =>
        report(reporter.cookie, { targetType: 'space', targetId: host.spaceId, reason: 'spam' }),
      ),
    );
    expect(space.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Someone else may report the same event.
    const other = await newReporter();
    expect(
      (await report(other.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    const listed = (await adminEvents(`q=${event.id}`)).events[0]!;
    expect(listed.openReports).toBe(2);
  });

  it('takes at most 5 reports an hour from one person', async () => {
    const reporter = await newReporter();
    const targets = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        createEventAs(t.app, otherHost.cookie, { title: `Flood ${i}` }),
      ),
    );
    for (const event of targets.slice(0, 5))
      expect(
        (await report(reporter.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' }))
          .statusCode,
      ).toBe(201);
    const sixth = await report(reporter.cookie, {
      targetType: 'event',
      targetId: targets[5]!.id,
      reason: 'spam',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have sent 5 reports in the last hour, which is as many as we take. Please try again in 60 minutes.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone else is not held back by it.
    const other = await newReporter();
    expect(
      (
        await report(other.cookie, {
          targetType: 'event',
          targetId: targets[5]!.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
  });

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
