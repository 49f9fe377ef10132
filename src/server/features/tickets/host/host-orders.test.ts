import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendeeList,
  CheckInResult,
  HostOrdersPage,
  TicketLookup,
} from '../../../../shared/tickets/host-order-schemas';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { tickets } from '../../../db/schema/tickets';
import { signUpHost } from '../../../test/event-helpers';
import { signUpWithSpace } from '../../../test/space-helpers';
import { callApi, databaseTargets, signUp } from '../../../test/test-app';
import { useTestApp, type Account } from '../../../test/fixtures';
import { BOOKING_RATE_LIMITS, signUpMaya, ticketedEvent } from '../../../test/ticket-helpers';

type HostedEvent = { id: string; title: string; freeId: string; paidId: string };

const londonClock = (iso: string) => format(new TZDate(iso, 'Europe/London'), 'HH:mm');

describe.each(databaseTargets)('orders, attendees and the door, for hosts (%s)', (target) => {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  let maya: Account;
  let sam: Account & { spaceId: string };
  let olu: Account;
  let mo: Account;
  /** Maya's, co-hosted by Sam. */
  let circle: HostedEvent;
  /** Maya's alone. */
  let breathwork: HostedEvent;
  /** Olu's. */
  let gongs: HostedEvent;

  beforeAll(async () => {
    maya = await signUpMaya(t);
    sam = await signUpWithSpace(t, { name: 'Sam Door', email: 'sam@example.com', handle: 'sam' });
    olu = await signUpHost(t, 'Olu Other', 'olu@example.com');
    mo = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
    circle = await hostedEvent(maya, 'Lantern Cacao Circle', 30);
    breathwork = await hostedEvent(maya, 'Morning Breathwork', null);
    gongs = await hostedEvent(olu, 'Gong Bath', null);
    await addSam(circle.id);
  });

  /** Sam's space co-hosts the event (invited by Maya, accepted). */
  async function addSam(eventId: string) {
    const invited = await callApi(t, 'POST', `/api/events/${eventId}/cohosts`, maya.cookie, {
      spaceId: sam.spaceId,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await callApi(
      t,
      'POST',
      `/api/cohost-invitations/${invited.json().id}/accept`,
      sam.cookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  /** A published event with a free ticket and a £12.50 one (£1 fee on top). */
  async function hostedEvent(
    host: Account,
    title: string,
    capacity: number | null,
  ): Promise<HostedEvent> {
    const { event, typeIds } = await ticketedEvent(
      t,
      host.cookie,
      {
        capacity,
        paymentInstructions: 'Pay at the door.',
        ticketTypes: [
          { name: 'Community place', pricePence: 0 },
          { name: 'Supporter', pricePence: 1250 },
        ],
      },
      { title },
    );
    const [freeId, paidId] = typeIds;
    return { id: event.id, title: event.title, freeId: freeId!, paidId: paidId! };
  }

  async function book(
    event: { id: string },
    ticketTypeId: string,
    quantity: number,
    name: string,
    email: string,
  ): Promise<Order> {
    const response = await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId, quantity }],
      name,
      email,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const orders = async (cookie: string, query = ''): Promise<HostOrdersPage> => {
    const response = await callApi(t, 'GET', `/api/host/orders${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const attendees = async (eventId: string, cookie = maya.cookie): Promise<AttendeeList> => {
    const response = await callApi(t, 'GET', `/api/events/${eventId}/attendees`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const checkIn = (eventId: string, body: object, cookie = maya.cookie) =>
    callApi(t, 'POST', `/api/events/${eventId}/check-in`, cookie, body);

  it('lists the orders of the events a host owns and co-hosts, newest first, filtered', async () => {
    const juniper = await book(circle, circle.freeId, 1, 'Juniper Hale', 'juniper@example.com');
    const rowan = await book(circle, circle.paidId, 2, 'Rowan Ash', 'rowan@example.com');
    const wren = await book(breathwork, breathwork.freeId, 1, 'Wren Moss', 'wren@example.com');
    const stranger = await book(gongs, gongs.freeId, 1, 'Ivy Stone', 'ivy@example.com');

    const all = await orders(maya.cookie);
    expect(all.orders.map((o) => o.id)).toEqual([wren.id, rowan.id, juniper.id]);
    expect(all.orders[1]).toMatchObject({
      reference: rowan.reference,
      name: 'Rowan Ash',
      email: 'rowan@example.com',
      status: 'awaiting_payment',
      totalPence: 2700,
      event: { id: circle.id, title: 'Lantern Cacao Circle' },
      lines: [{ ticketName: 'Supporter', quantity: 2 }],
    });
    expect(all.events.map((e) => e.id).sort()).toEqual([circle.id, breathwork.id].sort());
    expect(all.nextCursor).toBeNull();

    // A co-host sees the co-hosted event's orders, not the owner's others; Olu sees his own.
    expect((await orders(sam.cookie)).orders.map((o) => o.id)).toEqual([rowan.id, juniper.id]);
    expect((await orders(olu.cookie)).orders.map((o) => o.id)).toEqual([stranger.id]);

    const ids = async (query: string) => (await orders(maya.cookie, query)).orders.map((o) => o.id);
    expect(await ids(`?event=${breathwork.id}`)).toEqual([wren.id]);
    expect(await ids('?status=awaiting_payment')).toEqual([rowan.id]);
    expect(await ids('?q=JUNIPER')).toEqual([juniper.id]);
    expect(await ids('?q=rowan%40example')).toEqual([rowan.id]);
    expect(await ids(`?q=${rowan.reference.slice(3, 9).toLowerCase()}`)).toEqual([rowan.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    // Another host's event is no filter at all: nothing of it shows.
    expect(await ids(`?event=${gongs.id}`)).toEqual([]);
  });

  it('pages through many orders with a cursor, each order once', async () => {
    const event = await hostedEvent(maya, 'Busy Ecstatic Dance', null);
    const booked: string[] = [];
    for (let i = 0; i < 28; i++)
      booked.push((await book(event, event.freeId, 1, `Dancer ${i}`, `dancer${i}@example.com`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: HostOrdersPage = await orders(
        maya.cookie,
        `?event=${event.id}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(booked.reverse());

    for (const bad of [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2024-02-30 10:00:00+00', booked[0]])).toString('base64url'),
      Buffer.from(JSON.stringify(['2024-01-01 10:00:00+00', 'x'])).toString('base64url'),
    ]) {
      const response = await callApi(t, 'GET', `/api/host/orders?cursor=${bad}`, maya.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('That page of orders has expired. Please reload.');
    }
  });

  it('keeps every host route to the event’s hosts: 401 for visitors, 403/404 for others', async () => {
    const order = await book(circle, circle.paidId, 1, 'Fern Gale', 'fern@example.com');
    const ticketId = order.tickets[0]!.id;
    expect((await callApi(t, 'GET', '/api/host/orders')).statusCode).toBe(401);
    expect((await callApi(t, 'GET', '/api/host/orders', mo.cookie)).statusCode).toBe(403);

    const routes: Array<[method: 'GET' | 'POST', url: string, body?: object]> = [
      ['GET', `/api/events/${circle.id}/attendees`],
      ['GET', `/api/events/${circle.id}/attendees.csv`],
      ['POST', `/api/events/${circle.id}/check-in`, { ticketId }],
      ['POST', `/api/events/${circle.id}/check-in/undo`, { ticketId }],
      ['POST', `/api/events/${circle.id}/messages`, { subject: 'Hi', message: 'Hello' }],
      ['POST', `/api/orders/${order.id}/mark-paid`],
      ['POST', `/api/orders/${order.id}/host-cancel`, { refund: false }],
    ];
    for (const [method, url, body] of routes) {
      expect((await callApi(t, method, url, undefined, body)).statusCode, url).toBe(401);
      for (const cookie of [mo.cookie, olu.cookie]) {
        const response = await callApi(t, method, url, cookie, body);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('Fern Gale');
      }
    }
    // Nothing was changed by any of them.
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(row).toMatchObject({ checkedInAt: null, cancelledAt: null });
    expect((await attendees(circle.id, sam.cookie)).attendees.map((a) => a.holderName)).toContain(
      'Fern Gale',
    );
  });

  it('lists one row per place with its holder, booking, ticket and state, and the counts', async () => {
    const event = await hostedEvent(maya, 'Sound Journey', 10);
    const paid = await book(event, event.paidId, 2, 'Ada Brook', 'ada@example.com');
    const free = await book(event, event.freeId, 1, 'Bo Lake', 'bo@example.com');
    const gone = await book(event, event.freeId, 1, 'Cy Fen', 'cy@example.com');
    expect(
      (await callApi(t, 'POST', `/api/orders/${gone.id}/host-cancel`, maya.cookie, {})).statusCode,
    ).toBe(200);
    const checked = await checkIn(event.id, { ticketId: free.tickets[0]!.id });
    expect(checked.statusCode, checked.body).toBe(200);

    const list = await attendees(event.id);
    expect(list.counts).toEqual({ booked: 3, checkedIn: 1, capacity: 10 });
    expect(list.ticketTypes.map((type) => type.name).sort()).toEqual([
      'Community place',
      'Supporter',
    ]);
    expect(
      list.attendees.map((a) => [a.holderName, a.reference, a.ticketName, a.status, a.toPayPence]),
    ).toEqual([
      ['Ada Brook', paid.reference, 'Supporter', 'awaiting_payment', 2700],
      ['Ada Brook', paid.reference, 'Supporter', 'awaiting_payment', 2700],
      ['Bo Lake', free.reference, 'Community place', 'checked_in', 0],
      ['Cy Fen', gone.reference, 'Community place', 'cancelled', 0],
    ]);
    expect(list.attendees[2]).toMatchObject({ checkedInBy: 'Maya', checkedInByMe: true });
    expect(list.attendees[0]!.placesInOrder).toBe(2);
  });

  it('exports the attendees as CSV: quoted where needed, formulas defused, named after the event', async () => {
    const event = await hostedEvent(maya, 'Full Moon: Cacao & Song!', null);
    await book(event, event.freeId, 1, 'Smith, "Jo"', 'jo@example.com');
    await book(
      event,
      event.freeId,
      1,
      '=HYPERLINK("http://evil.example","Click")',
      'x@example.com',
    );
    await book(event, event.freeId, 1, '+44 7700 900123', 'plus@example.com');
    await book(event, event.freeId, 1, '-2+3', 'minus@example.com');
    await book(event, event.freeId, 1, '@SUM(A1)', 'at@example.com');
    await book(event, event.paidId, 1, 'Zoë Ünder', 'zoe@example.com');

    const response = await callApi(t, 'GET', `/api/events/${event.id}/attendees.csv`, maya.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="attendees-full-moon-cacao-song.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Name,E-mail,Booking reference,Ticket,Status,Checked in (London time),Booking still to pay,Booked (London time)',
    );
    const rowOf = (email: string) => lines.find((line) => line.includes(email))!;
    expect(rowOf('jo@example.com')).toMatch(/^"Smith, ""Jo""",jo@example\.com,KD-/);
    expect(rowOf('x@example.com')).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",x@example\.com,/,
    );
    expect(rowOf('plus@example.com')).toMatch(/^'\+44 7700 900123,/);
    expect(rowOf('minus@example.com')).toMatch(/^'-2\+3,/);
    expect(rowOf('at@example.com')).toMatch(/^'@SUM\(A1\),/);
    expect(rowOf('zoe@example.com')).toMatch(
      /^Zoë Ünder,zoe@example\.com,KD-[A-Z2-9]{8},Supporter,Awaiting payment,,£13\.50,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines).toHaveLength(8);
  });

  it('marks a booking awaiting payment paid, once', async () => {
    const order = await book(circle, circle.paidId, 1, 'Pia Marsh', 'pia@example.com');
    const paid = await callApi(t, 'POST', `/api/orders/${order.id}/mark-paid`, sam.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: order.id, status: 'confirmed' });
    const again = await callApi(t, 'POST', `/api/orders/${order.id}/mark-paid`, maya.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already paid.');

    const free = await book(circle, circle.freeId, 1, 'Quin Fox', 'quin@example.com');
    await callApi(t, 'POST', `/api/orders/${free.id}/host-cancel`, maya.cookie, {});
    const cancelled = await callApi(t, 'POST', `/api/orders/${free.id}/mark-paid`, maya.cookie);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Only a booking awaiting payment can be marked paid.');
  });

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

  it('gives the place back when a host cancels a booking', async () => {
    const event = await hostedEvent(maya, 'Tiny Circle', 1);
    const order = await book(event, event.freeId, 1, 'Zed Lowe', 'zed@example.com');
    const full = await callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
      lines: [{ ticketTypeId: event.freeId, quantity: 1 }],
      name: 'Late Comer',
      email: 'late@example.com',
    });
    expect(full.statusCode).toBe(409);
    const cancelled = await callApi(t, 'POST', `/api/orders/${order.id}/host-cancel`, maya.cookie, {
      refund: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', tickets: [{ cancelled: true }] });
    await book(event, event.freeId, 1, 'Late Comer', 'late@example.com');
    const list = await attendees(event.id);
    expect(list.counts).toMatchObject({ booked: 1, capacity: 1 });
  });

  it('writes to every guest with a live booking, once each, at most three times an hour', async () => {
    const event = await hostedEvent(maya, 'Dawn Chorus Walk', null);
    await addSam(event.id);
    const empty = await callApi(t, 'POST', `/api/events/${event.id}/messages`, maya.cookie, {
      subject: 'Hello',
      message: 'Anyone?',
    });
    expect(empty.statusCode).toBe(409);

    await book(event, event.freeId, 1, 'Ana Reed', 'ana@example.com');
    await book(event, event.paidId, 1, 'Ana Reed', 'ANA@example.com');
    await book(event, event.paidId, 2, 'Ben Hart', 'ben@example.com');
    const gone = await book(event, event.freeId, 1, 'Cat Vine', 'cat@example.com');
    await callApi(t, 'POST', `/api/orders/${gone.id}/host-cancel`, maya.cookie, {});
    await t.runJobs();
    t.mails.length = 0;

    const send = (n: number) =>
      callApi(t, 'POST', `/api/events/${event.id}/messages`, n % 2 ? sam.cookie : maya.cookie, {
        subject: `Parking\r\nBcc: evil@example.com ${n}`,
        message: 'Park by the <b>gate</b> & walk up.\n\nSee you <script>soon</script>!',
      });
    const first = await send(1);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ recipients: 2 });
    await t.runJobs();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    const toAna = t.mails.find((m) => m.to === 'ana@example.com')!;
    expect(toAna.subject).toBe('Parking Bcc: evil@example.com 1 (Dawn Chorus Walk)');
    expect(toAna.text).toContain('Park by the <b>gate</b> & walk up.');
    expect(toAna.text).toContain('Sam Door wrote to everyone booked for Dawn Chorus Walk');
    expect(toAna.text.match(/Your booking KD-/g)).toHaveLength(2);
    expect(toAna.html).toContain(
      '<p>Park by the &lt;b&gt;gate&lt;/b&gt; &amp; walk up.</p><p>See you &lt;script&gt;soon&lt;/script&gt;!</p>',
    );
    expect(toAna.html).not.toContain('<script>');

    expect((await send(2)).statusCode).toBe(202);
    expect((await send(3)).statusCode).toBe(202);
    const fourth = await send(4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You can message this event’s guests 3 times an hour\. Please try again in \d+ minutes?\.$/,
    );
    await t.runJobs();
    expect(t.mails).toHaveLength(6);
    // Another event's guests can still be written to.
    await book(circle, circle.freeId, 1, 'Gil Marr', 'gil@example.com');
    expect(
      (
        await callApi(t, 'POST', `/api/events/${circle.id}/messages`, maya.cookie, {
          subject: 'Hello',
          message: 'See you soon',
        })
      ).statusCode,
    ).toBe(202);
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
