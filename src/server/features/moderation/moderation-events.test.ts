import { describe, expect, it } from 'vitest';
import type { AdminEventsPage } from '../../../shared/moderation-schemas';
import { events } from '../../db/schema/events';
import { contentReports } from '../../db/schema/moderation';
import { createEventAs } from '../../test/event-helpers';
import { expectOnlySuperAdmins } from '../../test/fixtures';
import { databaseTargets, type ApiMethod } from '../../test/test-app';
import { MISSING, useModerationApp } from './moderation.fixtures';

describe.each(databaseTargets)(
  'moderation: who may moderate, and the list of every event (%s)',
  (target) => {
    const { t, admin, member, host, otherHost, call, auditRows, adminEvents, report, publicIds } =
      useModerationApp(target);

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
        host: {
          id: host.userId,
          name: 'Hana Host',
          handle: 'hana-host',
          email: 'hana@example.com',
        },
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
      expect(wrong.json().message).toBe(
        'Show one of: all, published, draft, unpublished_by_admin.',
      );
    });

    it('pages through every event once, by keyset, and refuses a tampered cursor', async () => {
      for (let i = 0; i < 27; i++)
        await createEventAs(
          t.app,
          otherHost.cookie,
          { title: `Paged Gathering ${i}` },
          i % 3 === 0,
        );
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
  },
);
