import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInResult, TicketLookup } from '../../../../shared/tickets/host-order-schemas';
import { tickets } from '../../../db/schema/tickets';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useHostOrdersApp } from './host-orders.fixtures';

const londonClock = (iso: string) => format(new TZDate(iso, 'Europe/London'), 'HH:mm');

describe.each(databaseTargets)('checking guests in at the door (%s)', (target) => {
  const { t, maya, sam, olu, mo, circle, breathwork, hostedEvent, book, checkIn } =
    useHostOrdersApp(target);

  it('checks a guest in once when two door people do it at the same moment', async () => {
    const order = await book(circle, circle.freeId, 1, 'Tove Reed', 'tove@example.com');
    const ticketId = order.tickets[0]!.id;
    const [byMaya, bySam] = await Promise.all([
      checkIn(circle.id, { ticketId }, maya.cookie),
      checkIn(circle.id, { code: order.tickets[0]!.code }, sam.cookie),
    ]);
    expect(byMaya.statusCode, byMaya.body).toBe(200);
    expect(bySam.statusCode, bySam.body).toBe(200);
    const answers = [byMaya.json() as CheckInResult, bySam.json() as CheckInResult];
    expect(answers.map((a) => a.result).sort()).toEqual(['already_checked_in', 'checked_in']);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    const winner = row!.checkedInBy === maya.userId ? 'Maya' : 'Sam';
    const loser = answers.find((a) => a.result === 'already_checked_in')!;
    expect(loser.message).toBe(
      `Already checked in at ${londonClock(row!.checkedInAt!.toISOString())} by ${winner}`,
    );
    expect(answers.find((a) => a.result === 'checked_in')!.message).toBe('Checked in: Tove Reed');

    // The one who checked them in is told it was them; nothing changes.
    const winnerCookie = winner === 'Maya' ? maya.cookie : sam.cookie;
    const mine: CheckInResult = (await checkIn(circle.id, { ticketId }, winnerCookie)).json();
    expect(mine.message).toMatch(/^Already checked in at \d{2}:\d{2} by you$/);
    const [after] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(after!.checkedInAt).toEqual(row!.checkedInAt);
  });

  it('lets an unpaid guest in with what they owe, or marks them paid and checks them in', async () => {
    const order = await book(circle, circle.paidId, 1, 'Uma Vale', 'uma@example.com');
    const scanned = await checkIn(circle.id, { code: order.tickets[0]!.code });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({
      result: 'checked_in',
      message: 'Checked in: Uma Vale. Not paid yet: £13.50 to pay',
      attendee: { status: 'checked_in', orderStatus: 'awaiting_payment', toPayPence: 1350 },
    });

    const other = await book(circle, circle.paidId, 1, 'Vic Dale', 'vic@example.com');
    const paidIn = await checkIn(circle.id, { ticketId: other.tickets[0]!.id, markPaid: true });
    expect(paidIn.json()).toMatchObject({
      result: 'checked_in',
      message: 'Checked in: Vic Dale',
      attendee: { status: 'checked_in', orderStatus: 'confirmed', toPayPence: 0 },
    });
  });

  it('answers a cancelled ticket, another event’s ticket and an unknown code clearly', async () => {
    const order = await book(circle, circle.freeId, 1, 'Wynn Holt', 'wynn@example.com');
    await callApi(t, 'POST', `/api/orders/${order.id}/host-cancel`, maya.cookie, {});
    const cancelled = await checkIn(circle.id, { code: order.tickets[0]!.code });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      `This ticket was cancelled (booking ${order.reference} for Wynn Holt). It does not let anyone in.`,
    );

    const elsewhere = await book(breathwork, breathwork.freeId, 1, 'Xan Roe', 'xan@example.com');
    const wrongEvent = await checkIn(circle.id, { code: elsewhere.tickets[0]!.code });
    expect(wrongEvent.statusCode).toBe(409);
    expect(wrongEvent.json().message).toBe(
      'This ticket is for a different event. Do not let it in here.',
    );
    // Not even a co-host of one event may check in at another of the owner's.
    expect(
      (await checkIn(breathwork.id, { code: elsewhere.tickets[0]!.code }, sam.cookie)).statusCode,
    ).toBe(404);

    const unknown = await checkIn(circle.id, { code: 'A'.repeat(22) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^We couldn’t find this ticket/);
    const malformed = await checkIn(circle.id, { code: 'not a code' });
    expect(malformed.statusCode).toBe(400);
    const neither = await checkIn(circle.id, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Scan a ticket or choose a guest to check in.');
  });

  it('takes a check-in back', async () => {
    const order = await book(circle, circle.freeId, 1, 'Yara Quill', 'yara@example.com');
    const ticketId = order.tickets[0]!.id;
    await checkIn(circle.id, { ticketId });
    const undone = await callApi(t, 'POST', `/api/events/${circle.id}/check-in/undo`, sam.cookie, {
      ticketId,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'confirmed', checkedInAt: null });
    expect((await checkIn(circle.id, { ticketId })).json().result).toBe('checked_in');
  });

  it('shows a ticket’s page in full to the event’s hosts only, never whose it is to anyone else', async () => {
    const order = await book(circle, circle.freeId, 1, 'Dara Whitlock', 'dara@example.com');
    const code = order.tickets[0]!.code;
    const look = async (cookie?: string) => {
      const response = await callApi(t, 'GET', `/api/tickets/${code}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.body, json: response.json() as TicketLookup };
    };
    for (const cookie of [maya.cookie, sam.cookie]) {
      const { json } = await look(cookie);
      expect(json).toMatchObject({
        view: 'host',
        event: { id: circle.id, title: 'Lantern Cacao Circle' },
        attendee: { holderName: 'Dara Whitlock', status: 'confirmed' },
      });
    }
    for (const cookie of [undefined, mo.cookie, olu.cookie]) {
      const { json, body } = await look(cookie);
      expect(json).toEqual({
        view: 'guest',
        event: { id: circle.id, title: 'Lantern Cacao Circle', path: expect.any(String) },
        cancelled: false,
      });
      expect(body).not.toContain('Dara');
      expect(body).not.toContain('dara@example.com');
    }
    expect((await callApi(t, 'GET', `/api/tickets/${'B'.repeat(22)}`)).statusCode).toBe(404);

    // A draft's tickets say nothing to anyone but its hosts.
    const draft = await hostedEvent(maya, 'Soon To Be Draft', null);
    const booked = await book(draft, draft.freeId, 1, 'Eli Ward', 'eli@example.com');
    await callApi(t, 'POST', `/api/events/${draft.id}/unpublish`, maya.cookie);
    const hidden = await callApi(t, 'GET', `/api/tickets/${booked.tickets[0]!.code}`);
    expect(hidden.statusCode).toBe(404);
    const asHost = await callApi(t, 'GET', `/api/tickets/${booked.tickets[0]!.code}`, maya.cookie);
    expect(asHost.json().view).toBe('host');
  });
});
