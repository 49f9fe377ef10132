import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../shared/events/event-schemas';
import { eventInput } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import type { HostWithSpace } from '../../test/space-helpers';
import { callApi, databaseTargets } from '../../test/test-app';
import { signUpMaya } from '../../test/ticket-helpers';

/** The feed's events as an independent parser (ical.js) reads them, by UID. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        sequence: event.sequence,
        location: event.location,
        url: vevent.getFirstPropertyValue('url'),
      };
    }),
  };
}

describe.each(databaseTargets)('a facilitator’s calendar feed (%s)', (target) => {
  const t = useTestApp(target);
  const maya = {} as HostWithSpace;
  beforeAll(async () => Object.assign(maya, await signUpMaya(t)));

  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/@maya/calendar.ics', headers });

  it('lists their published events with stable UIDs, UTC times and a SEQUENCE each change raises', async () => {
    const empty = await feed();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(readFeed(empty.body)).toEqual({ name: 'Maya Rivers on Kindred', events: [] });

    // 20 June 2099 is summer time: 19:00 in London is 18:00 UTC.
    const saved = await callApi(t, 'POST', '/api/events', maya.cookie, {
      event: eventInput({ title: 'Solstice Cacao' }),
      publish: true,
    });
    const event: EventDetail = saved.json();
    await callApi(t, 'POST', '/api/events', maya.cookie, {
      event: eventInput({ title: 'A draft nobody sees' }),
      publish: false,
    });
    const first = await feed();
    expect(readFeed(first.body).events).toEqual([
      {
        uid: `${event.id}@kindred`,
        summary: 'Solstice Cacao',
        start: '2099-06-20T18:00:00.000Z',
        end: '2099-06-20T21:00:00.000Z',
        sequence: 0,
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

  it('is named on the facilitator’s space, at the address it answers on', async () => {
    const space = await callApi(t, 'GET', `/api/facilitators/${maya.spaceId}`);
    const { calendarFeed } = space.json() as { calendarFeed: string };
    expect(calendarFeed).toBe('http://localhost:3000/@maya/calendar.ics');
    const response = await t.app.inject({ url: new URL(calendarFeed).pathname });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a handle nobody has, or one that is not a handle', async () => {
    for (const url of [
      '/@nobody-here/calendar.ics',
      '/maya/calendar.ics',
      '/@a%20b/calendar.ics',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
