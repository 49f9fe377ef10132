import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../shared/events/event-schemas';
import { addLondonDays, londonDate } from '../../../shared/events/london-dates';
import { eventCategories } from '../../db/schema/events';
import { eventInput } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import type { HostWithSpace } from '../../test/space-helpers';
import { callApi, databaseTargets, type TestApp } from '../../test/test-app';
import { signUpMaya } from '../../test/ticket-helpers';
import { eventCalendarFile, type CalendarEventFields } from './event-calendar';

/**
 * A calendar file as an independent parser (ical.js) reads it, by UID, with London's VTIMEZONE
 * registered from the file itself (so no time is read in the machine's own zone). A file with no
 * events has no times, and needs no zone (RFC 5545 wants one for each TZID used).
 */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > 0) {
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    ICAL.TimezoneService.register(zone!);
  }
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: vevents.map((vevent) => {
      const event = new ICAL.Event(vevent);
      expect(event.startDate.zone?.tzid).toBe('Europe/London');
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue('status'),
        location: event.location,
        url: vevent.getFirstPropertyValue('url'),
      };
    }),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Each of these feed addresses answers 404. */
async function expectNotFound(t: TestApp, urls: string[]) {
  for (const url of urls) {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(404);
  }
}

/** An online event on 20 June 2099, 19:00 to 22:00 in London, with these fields changed. */
const calendarFields = (fields: Partial<CalendarEventFields>): CalendarEventFields => ({
  id: 'a1',
  path: '/events/a?id=a1',
  title: 'Sound Bath',
  subtitle: '',
  description: '',
  hostedBy: '',
  locationType: 'online',
  venue: '',
  city: '',
  postcode: '',
  country: '',
  latitude: null,
  longitude: null,
  startsAt: '2099-06-20T18:00:00.000Z',
  endsAt: '2099-06-20T21:00:00.000Z',
  updatedAt: '2099-01-01T00:00:00.000Z',
  sequence: 2,
  cancelledAt: null,
  ...fields,
});

describe('calendar files', () => {
  it('place London’s times by a VTIMEZONE that agrees with London’s clocks, hour by hour for five years', () => {
    const file = eventCalendarFile(calendarFields({}), 'https://kindred.example');
    const vtimezone = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vtimezone')!;
    const zone = new ICAL.Timezone(vtimezone);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2031, 0, 1); at += 3_600_000) {
      const local = ICAL.Time.fromJSDate(new Date(at), true).convertToZone(zone);
      const wallClock = `${pad(local.day)}/${pad(local.month)}/${local.year}, ${pad(local.hour)}:00`;
      expect(wallClock, new Date(at).toISOString()).toBe(london.format(at));
    }
  });

  it('keep long, accented and punctuated text whole, in lines of at most 75 octets', () => {
    const description = `Bring a blanket; tea, cacao & “kind words”.\n${'Café crème ☕ '.repeat(40)}`;
    const file = eventCalendarFile(
      calendarFields({ title: 'Sound, Bath; and \\ Rest', description, hostedBy: 'Zoë' }),
      'https://kindred.example',
    );
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file).toContain('DTSTART;TZID=Europe/London:20990620T190000');
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Sound, Bath; and \\ Rest');
    expect(vevent.getFirstPropertyValue('description')).toBe(`${description}\n\nHosted by Zoë`);
    expect(vevent.getFirstPropertyValue('location')).toBe('Online');
  });
});

describe.each(databaseTargets)('a facilitator’s calendar feed (%s)', (target) => {
  const t = useTestApp(target);
  const maya = {} as HostWithSpace;
  beforeAll(async () => Object.assign(maya, await signUpMaya(t)));

  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/@maya/calendar.ics', headers });
  const publish = async (overrides: Parameters<typeof eventInput>[0]) => {
    const saved = await callApi(t, 'POST', '/api/events', maya.cookie, {
      event: eventInput(overrides),
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json() as EventDetail;
  };

  it('lists their published events with stable UIDs, London times and a SEQUENCE each change raises', async () => {
    const empty = await feed();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(readFeed(empty.body)).toEqual({ name: 'Maya Rivers on Kindred', events: [] });

    // 20 June 2099 is summer time: 19:00 in London is 18:00 UTC.
    const event = await publish({ title: 'Solstice Cacao' });
    await callApi(t, 'POST', '/api/events', maya.cookie, {
      event: eventInput({ title: 'A draft nobody sees' }),
      publish: false,
    });
    const first = await feed();
    expect(first.body).toContain('DTSTART;TZID=Europe/London:20990620T190000');
    expect(readFeed(first.body).events).toEqual([
      {
        uid: `${event.id}@kindred`,
        summary: 'Solstice Cacao',
        start: '2099-06-20T18:00:00.000Z',
        end: '2099-06-20T21:00:00.000Z',
        sequence: 0,
        status: 'CONFIRMED',
        location: 'The Round House, Bristol, BS1 4QA, United Kingdom',
        url: `http://localhost:3000${event.path}`,
      },
    ]);
    expect(first.headers['last-modified']).toBe(new Date(event.updatedAt).toUTCString());
    // The event's own "Add to calendar" file is the same event to a calendar: the same UID.
    const own = await callApi(t, 'GET', `/api/events/${event.id}/calendar.ics`);
    expect(readFeed(own.body).events).toEqual([
      expect.objectContaining({ uid: `${event.id}@kindred`, start: '2099-06-20T18:00:00.000Z' }),
    ]);

    // Asked again with its ETag, an unchanged feed is 304; after a change it is the new version.
    const unchanged = await feed({ 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const moved = await callApi(t, 'PUT', `/api/events/${event.id}`, maya.cookie, {
      event: eventInput({ title: 'Solstice Cacao', startTime: '20:00', endTime: '23:00' }),
      publish: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The event's own file, as a guest downloads it or gets it with a booking, is the same version.
    const ownAfter = await callApi(t, 'GET', `/api/events/${event.id}/calendar.ics`);
    expect(readFeed(ownAfter.body).events[0]).toMatchObject({ sequence: 1 });
    const changed = await feed({ 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(readFeed(changed.body).events[0]).toMatchObject({
      uid: `${event.id}@kindred`,
      start: '2099-06-20T19:00:00.000Z',
      sequence: 1,
    });
  });

  it('keeps 19:00 at 19:00 in London on both sides of both changes of the clocks', async () => {
    // In 2099 the clocks go forward on Sunday 29 March and back on Sunday 25 October.
    const dates = ['2099-03-28', '2099-03-30', '2099-10-24', '2099-11-02'];
    const made = await Promise.all(
      dates.map((date) =>
        publish({ title: `Class ${date}`, startDate: date, endDate: date, startTime: '19:00' }),
      ),
    );
    const response = await feed();
    for (const date of dates)
      expect(response.body).toContain(
        `DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T190000`,
      );
    const starts = Object.fromEntries(
      readFeed(response.body).events.map((event) => [event.uid, event.start]),
    );
    expect(made.map((event) => starts[`${event.id}@kindred`])).toEqual([
      '2099-03-28T19:00:00.000Z', // GMT
      '2099-03-30T18:00:00.000Z', // BST
      '2099-10-24T18:00:00.000Z', // BST
      '2099-11-02T19:00:00.000Z', // GMT again
    ]);
  });

  it('keeps a cancelled date, as STATUS:CANCELLED with its SEQUENCE raised, and says so to 304s', async () => {
    const event = await publish({
      title: 'Cancelled Circle',
      startDate: '2099-07-01',
      endDate: '2099-07-01',
    });
    const before = await feed();
    const modified = before.headers['last-modified'] as string;
    expect((await feed({ 'if-modified-since': modified })).statusCode).toBe(304);
    // As the cancelling does it: the date stays published, with when and a new version. Written
    // directly, as a raw UPDATE leaves updated_at alone: the feed must notice all the same.
    await t.db.execute(
      sql`update events set cancelled_at = greatest(now(), updated_at) + interval '2 seconds',
          sequence = sequence + 1 where id = ${event.id}`,
    );
    const after = await feed({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(readFeed(after.body).events).toContainEqual(
      expect.objectContaining({
        uid: `${event.id}@kindred`,
        summary: 'Cancelled: Cancelled Circle',
        status: 'CANCELLED',
        sequence: 1,
      }),
    );
    // A calendar that only sends the date it has is told of the change too.
    expect((await feed({ 'if-modified-since': modified })).statusCode).toBe(200);
    const since = await feed({ 'if-modified-since': after.headers['last-modified'] as string });
    expect(since.statusCode).toBe(304);
    expect(since.headers.etag).toBe(after.headers.etag);
  });

  it('is named on the facilitator’s space, at the address it answers on', async () => {
    const space = await callApi(t, 'GET', `/api/facilitators/${maya.spaceId}`);
    const { calendarFeed } = space.json() as { calendarFeed: string };
    expect(calendarFeed).toBe('http://localhost:3000/@maya/calendar.ics');
    const response = await t.app.inject({ url: new URL(calendarFeed).pathname });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a handle nobody has, or one that is not a handle', async () => {
    await expectNotFound(t, [
      '/@nobody-here/calendar.ics',
      '/maya/calendar.ics',
      '/@a%20b/calendar.ics',
    ]);
  });
});

describe.each(databaseTargets)('a category’s calendar feed (%s)', (target) => {
  const t = useTestApp(target);
  const maya = {} as HostWithSpace;
  const category = { id: 0, other: 0 };
  beforeAll(async () => {
    Object.assign(maya, await signUpMaya(t));
    const [drums, bells] = await t.db
      .insert(eventCategories)
      .values([
        { name: 'Drum Journeys', color: '#333333' },
        { name: 'Bell Circles', color: '#444444' },
      ])
      .returning();
    Object.assign(category, { id: drums!.id, other: bells!.id });
  });

  it('lists the published events of the next six months in that category, in London time', async () => {
    const soon = addLondonDays(londonDate(), 7);
    const create = (title: string, categoryId: number, date = soon, publish = true) =>
      callApi(t, 'POST', '/api/events', maya.cookie, {
        event: eventInput({ title, startDate: date, endDate: date, categoryIds: [categoryId] }),
        publish,
      }).then((response) => response.json() as EventDetail);
    const listed = await create('Drum Journey', category.id);
    await create('Bell Circle', category.other);
    await create('Draft Drums', category.id, soon, false);
    await create('Drums Next Year', category.id, addLondonDays(londonDate(), 200));

    const response = await t.app.inject({ url: `/categories/${category.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const read = readFeed(response.body);
    expect(read.name).toBe('Drum Journeys on Kindred');
    expect(read.events.map((event) => event.summary)).toEqual(['Drum Journey']);
    expect(read.events[0]!.start).toBe(listed.startsAt);
    expect(response.body).toContain(
      `DTSTART;TZID=Europe/London:${soon.replaceAll('-', '')}T190000`,
    );

    // Addressed by its id alone or with its name, as a link reads best; 304s either way.
    const named = await t.app.inject({
      url: `/categories/${category.id}-drum-journeys/calendar.ics`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(named.statusCode).toBe(304);
    const dated = await t.app.inject({
      url: `/categories/${category.id}/calendar.ics`,
      headers: { 'if-modified-since': response.headers['last-modified'] as string },
    });
    expect(dated.statusCode).toBe(304);
  });

  it('answers 404 for a category there is not', async () => {
    await expectNotFound(t, [
      '/categories/999999/calendar.ics',
      '/categories/drums/calendar.ics',
      '/categories/1x/calendar.ics',
    ]);
  });
});
