import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import type { PageLink } from '../../lib/page-links';
import { createEventAs, signUpHost } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { publishedEventLinks } from './event-links.service';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('the links to published events the sitemap lists (%s)', (target) => {
  const t = useTestApp(target);
  const ids: string[] = [];

  beforeAll(async () => {
    const host = await signUpHost(t, 'Theo Breathes', 'theo@example.com');
    // Created out of date order, two on one day: the list is by date, time, then id.
    for (const [day, time] of [
      ['05', '19:00'],
      ['01', '19:00'],
      ['03', '09:00'],
      ['03', '18:00'],
      ['02', '19:00'],
    ] as const) {
      const event = await createEventAs(t.app, host.cookie, {
        title: `Circle ${day} ${time.slice(0, 2)}`,
        startDate: `2099-08-${day}`,
        endDate: `2099-08-${day}`,
        startTime: time,
        endTime: '22:00',
      });
      ids.push(event.id);
    }
    await createEventAs(t.app, host.cookie, { title: 'A draft' }, false);
    const past = await createEventAs(t.app, host.cookie, { title: 'Long gone' });
    await t.db
      .update(events)
      .set({ startDate: '2021-01-01', endDate: '2021-01-01' })
      .where(eq(events.id, past.id));
  });

  const read = async (skip: number, take: number, pageSize: number) => {
    const pages: string[][] = [];
    for await (const links of publishedEventLinks(t.db, { pageSize }).pages(skip, take))
      pages.push(links.map((link) => link.path.match(/^\/events\/circle-(\d\d-\d\d)-/)![1]!));
    return pages;
  };

  it('counts only published events from today on', async () => {
    expect((await publishedEventLinks(t.db).summary()).count).toBe(5);
  });

  it('reads them in date order, a page at a time, from where it is asked to start', async () => {
    expect(await read(0, 10, 2)).toEqual([['01-19', '02-19'], ['03-09', '03-18'], ['05-19']]);
    expect(await read(1, 3, 2)).toEqual([['02-19', '03-09'], ['03-18']]);
    expect(await read(4, 10, 1)).toEqual([['05-19']]);
    expect(await read(5, 10, 3)).toEqual([]);
  });

  it('dates each link by the event’s last change and changes its fingerprint with it', async () => {
    const before = await publishedEventLinks(t.db).summary();
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${ids[0]}` });
    // ids[0] is the last of the five by date.
    let link: PageLink | undefined;
    for await (const links of publishedEventLinks(t.db).pages(4, 1)) link = links[0];
    expect(link!.lastModified).toBe(new Date(response.json().updatedAt).toISOString());
    await t.db.update(events).set({ updatedAt: new Date() }).where(eq(events.id, ids[1]!));
    expect((await publishedEventLinks(t.db).summary()).fingerprint).not.toBe(before.fingerprint);
  });
});
