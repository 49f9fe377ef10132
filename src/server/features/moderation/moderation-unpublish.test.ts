import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../../shared/moderation-schemas';
import { createEventAs, eventInput } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { MISSING, useModerationApp } from './moderation.fixtures';

describe.each(databaseTargets)('moderation: unpublishing and restoring events (%s)', (target) => {
  const { t, admin, member, host, call, auditRows, adminEvents, publicIds, notificationsOf } =
    useModerationApp(target);

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
});
