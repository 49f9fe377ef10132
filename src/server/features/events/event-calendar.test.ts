import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarEntry,
  calendarFile,
  eventCalendarFile,
  type CalendarEventFields,
} from './event-calendar';

const PUBLIC_URL = 'https://kindred.example';

/** A class at the hall on 14 January 2099, 19:00 to 21:00 in London (GMT, so also UTC). */
const winterClass: CalendarEventFields = {
  id: '3f0c7a52-0000-4000-8000-000000000001',
  path: '/events/breathwork?id=3f0c7a52',
  title: 'Breathwork',
  subtitle: 'A gentle evening',
  description: 'Bring a mat.',
  hostedBy: 'Maya Rivers',
  locationType: 'physical',
  venue: 'The Hall',
  city: 'London',
  postcode: 'N1 1AA',
  country: 'United Kingdom',
  latitude: 51.5362,
  longitude: -0.1033,
  startsAt: '2099-01-14T19:00:00.000Z',
  endsAt: '2099-01-14T21:00:00.000Z',
  updatedAt: '2098-12-01T10:30:00.000Z',
  sequence: 3,
  cancelledAt: null,
};

function firstEvent(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return { calendar, vevent: calendar.getFirstSubcomponent('vevent')! };
}

describe('an event’s calendar file', () => {
  it('says what the event is, where and when, stamped with its last change', () => {
    const file = eventCalendarFile(winterClass, PUBLIC_URL);
    const { calendar, vevent } = firstEvent(file);
    const event = new ICAL.Event(vevent);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`${winterClass.id}@kindred`);
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe('Breathwork');
    expect(event.description).toBe('A gentle evening\n\nBring a mat.\n\nHosted by Maya Rivers');
    expect(event.location).toBe('The Hall, London, N1 1AA, United Kingdom');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([51.5362, -0.1033]);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}${winterClass.path}`);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(file).toContain('DTSTART;TZID=Europe/London:20990114T190000\r\n');
    expect(file).toContain('DTEND;TZID=Europe/London:20990114T210000\r\n');
    expect(event.startDate.toJSDate().toISOString()).toBe(winterClass.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(winterClass.endsAt);
    // In UTC (RFC 5545 wants DTSTAMP so), the event's last change: the same event, the same text.
    expect(file).toContain('DTSTAMP:20981201T103000Z\r\n');
    expect(file).toContain('LAST-MODIFIED:20981201T103000Z\r\n');
    expect(eventCalendarFile(winterClass, PUBLIC_URL)).toBe(file);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes summer dates as London’s wall clock, an hour ahead of UTC', () => {
    const file = eventCalendarFile(
      { ...winterClass, startsAt: '2099-07-01T18:00:00.000Z', endsAt: '2099-07-01T20:00:00.000Z' },
      PUBLIC_URL,
    );
    expect(file).toContain('DTSTART;TZID=Europe/London:20990701T190000\r\n');
    const event = new ICAL.Event(firstEvent(file).vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe('2099-07-01T18:00:00.000Z');
  });

  it('keeps a cancelled date, saying so in its title and status', () => {
    const file = eventCalendarFile(
      { ...winterClass, cancelledAt: '2098-12-02T09:00:00.000Z' },
      PUBLIC_URL,
    );
    const { vevent } = firstEvent(file);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Cancelled: Breathwork');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('names an online event’s place and leaves out what it does not have', () => {
    const file = eventCalendarFile(
      {
        ...winterClass,
        subtitle: '',
        description: '',
        hostedBy: '',
        locationType: 'online',
        latitude: null,
        longitude: null,
      },
      PUBLIC_URL,
    );
    const { vevent } = firstEvent(file);
    expect(vevent.getFirstPropertyValue('location')).toBe('Online');
    expect(vevent.hasProperty('description')).toBe(false);
    expect(vevent.hasProperty('geo')).toBe(false);
  });
});

describe('a calendar feed', () => {
  it('has a name, London as its zone and asks to be read again every hour', () => {
    const file = calendarFile(
      [
        calendarEntry(winterClass, PUBLIC_URL),
        calendarEntry({ ...winterClass, id: 'b2' }, PUBLIC_URL),
      ],
      { name: 'Breath, Yoga; and Rest on Kindred' },
    );
    const { calendar } = firstEvent(file);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Breath\\, Yoga\\; and Rest on Kindred',
    );
    expect(file).toContain('X-WR-CALNAME:Breath\\, Yoga\\; and Rest on Kindred\r\n');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/London');
    expect(file).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(file).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(
      calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('uid')),
    ).toEqual([`${winterClass.id}@kindred`, 'b2@kindred']);
  });
});
