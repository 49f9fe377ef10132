import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/audit-log';
import { notifications } from '../../db/schema/notifications';
import { testimonials } from '../../db/schema/testimonials';
import { databaseTargets } from '../../test/test-app';
import { useTestimonialsApp } from './testimonials.fixtures';

describe.each(databaseTargets)('testimonials on a space (%s)', (target) => {
  const app = useTestimonialsApp(target);
  const { t, maya, sam, admin, call, newEvent, guest, book, endedDaysAgo } = app;
  const { written, spacePage, stats } = app;

  /** A guest of a new ended event of Maya's, and the testimonial they wrote. */
  async function testimonialBy(firstName: string, body: string) {
    const event = await newEvent();
    const writer = await guest(firstName);
    await book(event, writer);
    await endedDaysAgo(event, 1);
    return { event, writer, testimonial: await written(event, writer, body) };
  }

  it('shows the visible ones newest first, ten a page, with the first name and the event', async () => {
    const before = (await spacePage(maya)).total;
    const made = [];
    for (let i = 0; i < 11; i += 1) made.push(await testimonialBy('Rowan', `Words number ${i}`));
    const first = await spacePage(maya);
    expect(first.total).toBe(before + 11);
    expect(first.testimonials).toHaveLength(10);
    expect(first.testimonials[0]).toMatchObject({
      body: 'Words number 10',
      authorFirstName: 'Rowan',
      event: { id: made[10]!.event.id, title: made[10]!.event.title },
      isOwn: false,
      canReply: false,
      canReport: false,
    });
    expect(first.testimonials[0]!.event.path).toMatch(/^\/events\/sound-bath-\d+/);
    expect(first.nextCursor).not.toBeNull();
    const second = await spacePage(maya, undefined, first.nextCursor!);
    const seen = [...first.testimonials, ...second.testimonials].map((x) => x.body);
    expect(seen.slice(0, 11)).toEqual(made.map((m) => m.testimonial.body).reverse());
    // The guest's surname never leaves the server.
    expect(JSON.stringify(first)).not.toContain('Guest');

    const broken = await call('GET', `/api/spaces/${maya.spaceId}/testimonials?cursor=bm9wZQ`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('That page of testimonials has expired. Please reload.');
    const unknown = await call(
      'GET',
      `/api/spaces/00000000-0000-4000-8000-000000000000/testimonials`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets the facilitator reply once, and nobody else', async () => {
    const { writer, testimonial } = await testimonialBy('Ivy', 'A gentle, held space.');
    const reply = (cookie: string, body: unknown) =>
      call('POST', `/api/testimonials/${testimonial.id}/reply`, cookie, { body });

    expect((await reply(sam.cookie, 'Thank you!')).statusCode).toBe(403);
    expect((await reply(writer.cookie, 'Replying to myself')).statusCode).toBe(403);
    expect((await reply(maya.cookie, '  ')).json().fieldErrors.body).toEqual(['Write your reply.']);
    const answered = await reply(maya.cookie, 'Thank you for coming, Ivy.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      reply: { body: 'Thank you for coming, Ivy.' },
      canReply: false,
    });
    const again = await reply(maya.cookie, 'And again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already replied to this testimonial.');
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, testimonial.id));
    expect(row!.replyBody).toBe('Thank you for coming, Ivy.');

    const asMaya = (await spacePage(maya, maya.cookie)).testimonials.find(
      (x) => x.id === testimonial.id,
    );
    expect(asMaya).toMatchObject({ canReply: false, canReport: true, isOwn: false });
    const asWriter = (await spacePage(maya, writer.cookie)).testimonials.find(
      (x) => x.id === testimonial.id,
    );
    expect(asWriter).toMatchObject({ isOwn: true, canReport: false });
  });

  it('lets its writer edit and delete it, and no one else', async () => {
    const { writer, testimonial } = await testimonialBy('Eli', 'First draft');
    const other = await guest('Oz');
    const edit = (cookie: string, body: string) =>
      call('PATCH', `/api/testimonials/${testimonial.id}`, cookie, { body });
    expect((await edit(other.cookie, 'Hijacked')).statusCode).toBe(403);
    expect((await edit(maya.cookie, 'Hijacked')).statusCode).toBe(403);
    const edited = await edit(writer.cookie, 'Second thoughts, even better');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().editedAt).not.toBeNull();
    const shown = (await spacePage(maya)).testimonials.find((x) => x.id === testimonial.id);
    expect(shown).toMatchObject({ body: 'Second thoughts, even better' });
    expect(shown!.editedAt).not.toBeNull();

    const count = (await spacePage(maya)).total;
    expect(
      (await call('DELETE', `/api/testimonials/${testimonial.id}`, other.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/testimonials/${testimonial.id}`, writer.cookie)).statusCode,
    ).toBe(204);
    expect((await spacePage(maya)).total).toBe(count - 1);
    expect(
      (await call('DELETE', `/api/testimonials/${testimonial.id}`, writer.cookie)).statusCode,
    ).toBe(404);
  });

  it('takes reports from anyone signed in but its writer, and a super admin hides it with a reason', async () => {
    const { event, writer, testimonial } = await testimonialBy('Jo', 'Rude words here');
    const member = await guest('Mo');
    const reportIt = (cookie: string) =>
      call('POST', '/api/reports', cookie, {
        targetType: 'testimonial',
        targetId: testimonial.id,
        reason: 'hateful',
      });
    expect((await reportIt(writer.cookie)).statusCode).toBe(403);
    const byMember = await reportIt(member.cookie);
    expect(byMember.statusCode, byMember.body).toBe(201);
    // The facilitator it was written for may report it too.
    expect((await reportIt(maya.cookie)).statusCode).toBe(201);

    const queue = await call('GET', '/api/admin/reports', admin.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const reported = queue.json().reports.find((r: { id: string }) => r.id === byMember.json().id);
    expect(reported).toMatchObject({
      targetType: 'testimonial',
      target: { label: '“Rude words here” on Maya Rivers', path: '/@maya', isPublic: true },
    });

    // Only a super admin, and only with a reason the writer reads.
    const resolve = (cookie: string, body: object) =>
      call('POST', `/api/admin/reports/${reported.id}/resolve`, cookie, body);
    expect((await resolve(member.cookie, { hideTestimonial: true, note: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await resolve(admin.cookie, { hideTestimonial: true })).json().fieldErrors.note,
    ).toEqual(['Give the reason its writer will read.']);
    const countBefore = (await spacePage(maya)).total;
    const resolved = await resolve(admin.cookie, {
      hideTestimonial: true,
      note: 'It insults other guests.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', target: { isPublic: false } });

    const page = await spacePage(maya);
    expect(page.total).toBe(countBefore - 1);
    expect(page.testimonials.map((x) => x.id)).not.toContain(testimonial.id);
    expect((await stats(maya.spaceId)).testimonials).toBe(page.total);
    const [audit] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'testimonial.hidden'))
      .orderBy(desc(adminAuditLog.id));
    expect(audit).toMatchObject({
      targetType: 'testimonial',
      targetId: testimonial.id,
      reason: 'It insults other guests.',
      actorId: admin.userId,
    });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, writer.userId));
    expect(told).toMatchObject({
      type: 'testimonial_hidden',
      message: `Your testimonial for “${event.title}” was hidden by the Kindred team: It insults other guests.`,
    });
    await t.runJobs();
    expect(t.mails.some((m) => m.subject === 'Your testimonial was hidden')).toBe(true);
    // The writer still sees it, hidden, with the reason.
    const own = await call('GET', `/api/events/${event.id}/testimonial`, writer.cookie);
    expect(own.json().testimonial.hidden).toMatchObject({ reason: 'It insults other guests.' });
    // A hidden one takes no reply, and no report: there is nothing to answer or to report.
    const replyToHidden = await call(
      'POST',
      `/api/testimonials/${testimonial.id}/reply`,
      maya.cookie,
      {
        body: 'Thank you',
      },
    );
    expect(replyToHidden.statusCode).toBe(404);
    expect((await reportIt((await guest('Al')).cookie)).statusCode).toBe(404);

    // Shown again by a super admin, with its own audit row.
    const restore = await call(
      'POST',
      `/api/admin/testimonials/${testimonial.id}/restore`,
      admin.cookie,
      {
        reason: 'Reviewed again.',
      },
    );
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().hidden).toBeNull();
    expect((await spacePage(maya)).total).toBe(countBefore);
    const hideAgain = await call(
      'POST',
      `/api/admin/testimonials/${testimonial.id}/hide`,
      member.cookie,
      {
        reason: 'No',
      },
    );
    expect(hideAgain.statusCode).toBe(403);
    const restoreRows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'testimonial.restored'));
    expect(restoreRows.some((r) => r.targetId === testimonial.id)).toBe(true);
  });
});

describe.each(databaseTargets)('a space’s guest figures (%s)', (target) => {
  const { maya, sam, call, newEvent, guest, book, checkIn, endedDaysAgo, stats } =
    useTestimonialsApp(target);

  it('counts distinct guests checked in at past events, hosted or co-hosted, and no cancelled places', async () => {
    const before = { maya: await stats(maya.spaceId), sam: await stats(sam.spaceId) };
    const regular = await guest('Reg');
    const withFriend = await guest('Una');
    const cancelled = await guest('Can');
    const upcoming = await guest('Upc');
    const first = await newEvent({ cohostedBySam: true });
    const second = await newEvent();
    const later = await newEvent();

    // Reg comes to both of Maya's past events: one guest. Una brings a friend once: two.
    for (const event of [first, second]) {
      const order = await book(event, regular);
      await checkIn(event, order.tickets[0]!.id);
    }
    const pair = await book(first, withFriend, 'free', 2);
    for (const ticket of pair.tickets) await checkIn(first, ticket.id);
    const alone = await book(second, withFriend);
    await checkIn(second, alone.tickets[0]!.id);
    // Checked in, then the booking cancelled: not an attendee.
    const gone = await book(second, cancelled);
    await checkIn(second, gone.tickets[0]!.id);
    const cancelling = await call('POST', `/api/orders/${gone.id}/host-cancel`, maya.cookie, {});
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    // Booked and confirmed but never checked in: not an attendee either.
    await book(second, await guest('Nev'));
    // Checked in at an event still to come: not yet.
    const soon = await book(later, upcoming);
    await checkIn(later, soon.tickets[0]!.id);
    await endedDaysAgo(first, 3);
    await endedDaysAgo(second, 2);

    const after = { maya: await stats(maya.spaceId), sam: await stats(sam.spaceId) };
    expect(after.maya.attendees - before.maya.attendees).toBe(3);
    // Sam co-hosted the first event only, where Reg, Una and her friend were.
    expect(after.sam.attendees - before.sam.attendees).toBe(3);
    // A figure counted afresh: nothing changes by asking again.
    expect(await stats(maya.spaceId)).toEqual(after.maya);
  });
});
