import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventTickets } from '../../../shared/tickets/ticket-schemas';
import { createEventAs } from '../../test/event-helpers';
import { useTestApp, type Account } from '../../test/fixtures';
import { signUpWithSpace, type HostWithSpace } from '../../test/space-helpers';
import { callApi, databaseTargets, signUp } from '../../test/test-app';
import { BOOKING_RATE_LIMITS } from '../../test/ticket-helpers';

type FeedAnswer = { feed: { https: string; webcal: string } | null };

/** A feed as ical.js reads it, London's zone registered from the file: UID, title, status, start. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      status: vevent.getFirstPropertyValue('status'),
      start: event.startDate.toJSDate().toISOString(),
    };
  });
}

describe.each(databaseTargets)('a member’s private calendar feed (%s)', (target) => {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const maya = {} as HostWithSpace;
  const theo = {} as HostWithSpace;
  const olu = {} as HostWithSpace;
  const mo = {} as Account;
  const ada = {} as Account;
  beforeAll(async () => {
    Object.assign(
      maya,
      await signUpWithSpace(t, { name: 'Maya Rivers', email: 'maya@example.com', handle: 'maya' }),
    );
    Object.assign(
      theo,
      await signUpWithSpace(t, { name: 'Theo Okafor', email: 'theo@example.com', handle: 'theo' }),
    );
    Object.assign(
      olu,
      await signUpWithSpace(t, { name: 'Olu Other', email: 'olu@example.com', handle: 'olu' }),
    );
    Object.assign(mo, await signUp(t, { name: 'Mo Member', email: 'mo@example.com' }));
    Object.assign(ada, await signUp(t, { name: 'Ada Another', email: 'ada@example.com' }));
  });

  const eventOf = (host: Account, title: string, date = '2099-03-30', publish = true) =>
    createEventAs(
      t.app,
      host.cookie,
      { title, startDate: date, endDate: date, price: 0, capacity: null },
      publish,
    );
  async function book(eventId: string, guest: Account) {
    const offer: EventTickets = (await callApi(t, 'GET', `/api/events/${eventId}/tickets`)).json();
    const response = await callApi(t, 'POST', `/api/events/${eventId}/orders`, guest.cookie, {
      lines: [{ ticketTypeId: offer.ticketTypes[0]!.id, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }
  const myFeed = (account: Account) => callApi(t, 'GET', '/api/me/calendar-feed', account.cookie);
  const makeFeed = async (account: Account) =>
    ((await callApi(t, 'POST', '/api/me/calendar-feed', account.cookie)).json() as FeedAnswer)
      .feed!;
  const fetchFeed = (address: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: new URL(address).pathname, headers });

  it('is made once, on request, at a secret address kept by no cache', async () => {
    expect((await callApi(t, 'GET', '/api/me/calendar-feed')).statusCode).toBe(401);
    expect((await callApi(t, 'POST', '/api/me/calendar-feed')).statusCode).toBe(401);
    const none = await myFeed(mo);
    expect(none.json()).toEqual({ feed: null });
    expect(none.headers['cache-control']).toBe('private, no-store');

    const made = await callApi(t, 'POST', '/api/me/calendar-feed', mo.cookie);
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('private, no-store');
    const { feed } = made.json() as FeedAnswer;
    expect(feed!.https).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(feed!.webcal).toBe(feed!.https.replace('http:', 'webcal:'));
    // Asking again changes nothing: the same address.
    const again = await callApi(t, 'POST', '/api/me/calendar-feed', mo.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ feed });
    expect((await myFeed(mo)).json()).toEqual({ feed });
    expect(feed!.https).not.toBe((await makeFeed(ada)).https);
  });

  it('lists their bookings and the events of those they follow, and nobody else’s', async () => {
    const booked = await eventOf(maya, 'Booked Cacao');
    await book(booked.id, mo);
    const followed = await eventOf(theo, 'Followed Sound Bath', '2099-11-02');
    await eventOf(theo, 'Theo’s Draft', '2099-11-03', false);
    const followResponse = await callApi(
      t,
      'POST',
      `/api/facilitators/${theo.spaceId}/follow`,
      mo.cookie,
    );
    expect(followResponse.statusCode, followResponse.body).toBe(200);
    const othersBooking = await eventOf(olu, 'Ada’s Booking');
    await book(othersBooking.id, ada);
    await eventOf(maya, 'Maya’s Unbooked Event');

    const response = await fetchFeed((await makeFeed(mo)).https);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('DTSTART;TZID=Europe/London:20990330T190000');
    expect(readFeed(response.body)).toEqual([
      // 30 March 2099 is summer time, 2 November is not: 19:00 in London either way.
      {
        uid: `${booked.id}@kindred`,
        summary: 'Booked Cacao',
        status: 'CONFIRMED',
        start: '2099-03-30T18:00:00.000Z',
      },
      {
        uid: `${followed.id}@kindred`,
        summary: 'Followed Sound Bath',
        status: 'CONFIRMED',
        start: '2099-11-02T19:00:00.000Z',
      },
    ]);
    // Ada's feed has her booking, and nothing of Mo's.
    const adas = readFeed((await fetchFeed((await makeFeed(ada)).https)).body);
    expect(adas.map((event) => event.summary)).toEqual(['Ada’s Booking']);

    // Unchanged, it is 304 by either validator; a new booking makes it a new version.
    const byTag = await fetchFeed((await makeFeed(mo)).https, {
      'if-none-match': response.headers.etag as string,
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.headers['cache-control']).toBe('private, no-cache');
    const byDate = await fetchFeed((await makeFeed(mo)).https, {
      'if-modified-since': response.headers['last-modified'] as string,
    });
    expect(byDate.statusCode).toBe(304);
    const more = await eventOf(olu, 'Another Booking', '2099-12-01');
    await book(more.id, mo);
    const changed = await fetchFeed((await makeFeed(mo)).https, {
      'if-none-match': response.headers.etag as string,
    });
    expect(changed.statusCode).toBe(200);
    expect(readFeed(changed.body).map((event) => event.summary)).toContain('Another Booking');
  });

  it('keeps a booked date its host cancelled, as STATUS:CANCELLED', async () => {
    const called = await eventOf(maya, 'Called Off Circle', '2099-05-05');
    const order = await book(called.id, mo);
    // As cancelling a date does it: the booking cancelled, the date marked, its version raised.
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    await t.db.execute(
      sql`update events set cancelled_at = now(), sequence = sequence + 1 where id = ${called.id}`,
    );
    // A booking the guest cancelled themselves, for a date that goes ahead, leaves the feed.
    const dropped = await eventOf(maya, 'Changed My Mind', '2099-05-06');
    const mine = await book(dropped.id, mo);
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${mine.id}`);

    const events = readFeed((await fetchFeed((await makeFeed(mo)).https)).body);
    expect(events).toContainEqual({
      uid: `${called.id}@kindred`,
      summary: 'Cancelled: Called Off Circle',
      status: 'CANCELLED',
      start: '2099-05-05T18:00:00.000Z',
    });
    expect(events.map((event) => event.summary)).not.toContain('Changed My Mind');
  });

  it('moves to a new address on renewal; the old one, and any other, answers 404 naming no one', async () => {
    const old = await makeFeed(mo);
    expect((await fetchFeed(old.https)).statusCode).toBe(200);
    const renewed = await callApi(t, 'POST', '/api/me/calendar-feed/renew', mo.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('private, no-store');
    const { feed } = renewed.json() as FeedAnswer;
    expect(feed!.https).not.toBe(old.https);
    expect((await myFeed(mo)).json()).toEqual({ feed });
    expect((await fetchFeed(feed!.https)).statusCode).toBe(200);

    const random = `http://localhost:3000/calendar/${'A'.repeat(32)}.ics`;
    const answers = await Promise.all(
      [old.https, random, 'http://localhost:3000/calendar/short.ics'].map((address) =>
        fetchFeed(address),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'No calendar at this address' });
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect((await callApi(t, 'POST', '/api/me/calendar-feed/renew')).statusCode).toBe(401);
  });

  it('answers 404 for a suspended member’s address, and works again once they are restored', async () => {
    const address = (await makeFeed(ada)).https;
    await t.db.execute(sql`update profiles set suspended_at = now() where id = ${ada.userId}`);
    expect((await fetchFeed(address)).statusCode).toBe(404);
    await t.db.execute(sql`update profiles set suspended_at = null where id = ${ada.userId}`);
    expect((await fetchFeed(address)).statusCode).toBe(200);
  });
});
