import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/notification-schemas';
import type { Account } from '../../test/fixtures';
import { callApi, databaseTargets, signUp } from '../../test/test-app';
import { seriesInput, useSeriesScene } from './series/series.fixtures';

describe.each(databaseTargets)('guests told of a change of time or place (%s)', (target) => {
  const { t, host, guest, weeklySeries, saveDate, bookPlace } = useSeriesScene(target);
  const other = {} as Account;
  beforeAll(async () => {
    Object.assign(other, await signUp(t, { name: 'Ola Other', email: 'ola@example.com' }));
  });

  const changeNotes = async (who: Account) =>
    (
      (await callApi(t, 'GET', '/api/notifications', who.cookie)).json()
        .notifications as Notification[]
    ).filter((n) => n.type === 'event_changed');
  /** Mail sent to `email` since `from` (an index into t.mails), once the queue has run. */
  const mailsSince = async (from: number, email: string) => {
    await t.runJobs();
    return t.mails.slice(from).filter((mail) => mail.to === email);
  };
  const sequenceOf = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]);

  it('tells each guest of a changed date once, with the updated calendar file, and no one else', async () => {
    const { dates } = await weeklySeries('Told Ecstatic Dance', 4);
    await bookPlace(dates[1]!.id, guest);
    await bookPlace(dates[0]!.id, other);
    await t.runJobs();

    // Words alone are not news: no one is told.
    let from = t.mails.length;
    const wordsOnly = seriesInput('Told Ecstatic Dance', { description: 'Bring water.' });
    expect((await saveDate(dates[0]!.id, wordsOnly, 'all')).statusCode).toBe(200);
    expect(await mailsSince(from, 'gabi@example.com')).toEqual([]);
    expect(await mailsSince(from, 'ola@example.com')).toEqual([]);
    expect(await changeNotes(guest)).toEqual([]);

    from = t.mails.length;
    const later = seriesInput('Told Ecstatic Dance', {
      description: 'Bring water.',
      startDate: dates[1]!.startDate,
      endDate: dates[1]!.startDate,
      startTime: '20:00',
      endTime: '22:00',
    });
    const saved = await saveDate(dates[1]!.id, later, 'following');
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await mailsSince(from, 'gabi@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Told Ecstatic Dance: new time');
    expect(mails[0]!.text).toContain('When: Thursday 11 June 2099, 20:00 to 22:00 (London time)');
    expect(mails[0]!.text).toContain('(was Thursday 11 June 2099, 19:00 to 21:00 (London time))');
    const ics = String(mails[0]!.attachments?.find((a) => a.filename === 'event.ics')?.content);
    expect(ics).toContain(`UID:${dates[1]!.id}@kindred`);
    expect(sequenceOf(ics)).toBe(dates[1]!.sequence + 2);
    // 20:00 in London, in UTC or in London's own time zone.
    expect(ics).toMatch(/^DTSTART(:20990611T190000Z|;TZID=Europe\/London:20990611T200000)\r?$/m);
    const notes = await changeNotes(guest);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Told Ecstatic Dance: new time',
      message: 'Now Thursday 11 June 2099, 20:00 to 22:00 (London time).',
      data: { event_id: dates[1]!.id },
    });
    // The date Ola booked was not changed, so she hears nothing.
    expect(await mailsSince(from, 'ola@example.com')).toEqual([]);

    // The same save again changes nothing, and tells no one twice.
    from = t.mails.length;
    expect((await saveDate(dates[1]!.id, later, 'following')).statusCode).toBe(200);
    expect(await mailsSince(from, 'gabi@example.com')).toEqual([]);
    expect(await changeNotes(guest)).toHaveLength(1);
  });

  it('tells the guests of a one-off event of a new place', async () => {
    const created = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput('Moved Gong Bath'),
      publish: true,
    });
    const { id } = created.json();
    await bookPlace(id, other);
    await t.runJobs();
    const from = t.mails.length;
    const moved = seriesInput('Moved Gong Bath', {
      venue: 'St George’s Hall',
      postcode: 'BS1 5RR',
    });
    expect((await saveDate(id, moved, 'this')).statusCode).toBe(200);
    const mails = await mailsSince(from, 'ola@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Moved Gong Bath: new place']);
    expect(mails[0]!.text).toContain('Where: St George’s Hall, Bristol, BS1 5RR');
    expect(mails[0]!.text).toContain('(was The Round House, Bristol, BS1 4QA)');
  });
});
