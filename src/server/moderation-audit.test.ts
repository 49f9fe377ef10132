import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from './db/schema/audit-log';
import { events } from './db/schema/events';
import { notifications } from './db/schema/notifications';
import { lockEvent, setEventModeration } from './features/events/events.repository';
import { unpublishEvent } from './features/moderation/moderation.service';
import { type ModerationLinks } from './features/moderation/moderation-links';
import { notifyQuietly } from './features/notifications/notifications.service';
import {
  moderatedTestimonial,
  setTestimonialHidden,
} from './features/testimonials/moderated-testimonial';
import { findProfileWithSpace } from './features/profile/profile.repository';
import type { QueuedMail } from './lib/mailer';
import type { SignedInViewer } from './lib/viewer';
import { createEventAs, signUpHost } from './test/event-helpers';
import { databaseTargets } from './test/test-app';
import { signUpSuperAdmin, useTestApp, type Account } from './test/fixtures';

/**
 * Unpublishing an event is one transaction across three features' tables: the event (events),
 * its audit row (lib/audit-log) and the host's notification (notifications), as app.ts wires
 * them. A failure in any part leaves none of it, and tells no one.
 */
describe.each(databaseTargets)('moderation writes all or nothing (%s)', (target) => {
  const t = useTestApp(target);
  let admin: Account;
  let host: Account;

  beforeAll(async () => {
    admin = await signUpSuperAdmin(t);
    host = await signUpHost(t, 'Hana Host', 'hana@example.com');
  });

  const count = async (table: typeof adminAuditLog | typeof notifications) =>
    (await t.db.select().from(table)).length;
  const publicIds = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/events' }))
      .json()
      .events.map((e: { id: string }) => e.id);

  it('writes the change, its audit row and the notification together, or none of them', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'All Or Nothing Dance' });
    const found = (await findProfileWithSpace(t.db, admin.userId))!;
    // An actor without an e-mail breaks the audit row's NOT NULL, after the event has changed.
    const broken: SignedInViewer = {
      userId: admin.userId,
      email: null as unknown as string,
      emailVerified: true,
      sessionId: 'test',
      profile: found.profile,
      spaceId: null,
    };
    const queued: QueuedMail[] = [];
    const told: string[] = [];
    let cleared = 0;
    const links: ModerationLinks = {
      lockEvent,
      setEventModeration,
      testimonial: moderatedTestimonial,
      setTestimonialHidden,
      notify: notifyQuietly,
      notificationsChanged: (userId) => told.push(userId),
      queueMail: async (mail) => void queued.push(mail),
      changed: () => (cleared += 1),
      warn: () => {},
      publicUrl: 'http://localhost:3000',
    };
    const auditBefore = await count(adminAuditLog);
    const notificationsBefore = await count(notifications);
    await expect(unpublishEvent(t.db, links, broken, event.id, 'Broken')).rejects.toThrow();
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ isDraft: false, moderatedAt: null, moderationReason: null });
    expect(await count(adminAuditLog)).toBe(auditBefore);
    expect(await count(notifications)).toBe(notificationsBefore);
    expect([queued, told, cleared]).toEqual([[], [], 0]);
    expect(await publicIds()).toContain(event.id);

    // The same with a real actor: all of it, and then the host is told and the mail queued.
    await unpublishEvent(t.db, links, { ...broken, email: 'sam@example.com' }, event.id, 'Fine');
    const [after] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(after).toMatchObject({
      isDraft: true,
      moderatedBy: admin.userId,
      moderationReason: 'Fine',
    });
    expect(await count(adminAuditLog)).toBe(auditBefore + 1);
    expect(await count(notifications)).toBe(notificationsBefore + 1);
    expect([told, cleared]).toEqual([[host.userId], 1]);
    expect(queued.map((m) => m.to)).toEqual(['hana@example.com']);
    // Always sent: it carries no e-mail setting that could switch it off.
    expect(queued[0]!.preference).toBeUndefined();
  });

  it('refuses, in the database itself, an event both moderated and published', async () => {
    const event = await createEventAs(t.app, host.cookie, { title: 'Belt And Braces' });
    await expect(
      t.db
        .update(events)
        .set({ moderatedAt: new Date(), moderationReason: 'x' })
        .where(eq(events.id, event.id)),
    ).rejects.toThrow();
  });
});
