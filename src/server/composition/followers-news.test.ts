import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestDue } from './followers-news';
import { dailyHousekeeping } from './housekeeping';
import { rowsOf } from '../db/client';
import { events } from '../db/schema/events';
import { notifications } from '../db/schema/notifications';
import { createEventAs } from '../test/event-helpers';
import { useTestApp, type Account } from '../test/fixtures';
import { useSpaceHosts } from '../test/space-helpers';
import { callApi, databaseTargets, signUp } from '../test/test-app';
import { createWebDist } from '../test/web-dist';
import {
  FOLLOWED_PUBLISHED,
  SETTLE_MS,
} from '../features/spaces/followers-news/followers-news.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A poll's clock: past the two minutes what was just published waits for. */
const settled = (days = 0) => new Date(Date.now() + SETTLE_MS + 60_000 + days * DAY_MS);

describe('when the digests go', () => {
  it('at the first poll from 08:00 London time, summer or winter, once a day per process', () => {
    // 10 June is in British Summer Time (UTC+1); 10 January is not.
    expect(digestDue(new Date('2026-06-10T06:59:00Z'), null)).toBe(false);
    expect(digestDue(new Date('2026-06-10T07:00:00Z'), null)).toBe(true);
    expect(digestDue(new Date('2026-01-10T07:59:00Z'), null)).toBe(false);
    expect(digestDue(new Date('2026-01-10T08:00:00Z'), null)).toBe(true);
    expect(digestDue(new Date('2026-06-10T15:00:00Z'), '2026-06-10')).toBe(false);
    expect(digestDue(new Date('2026-06-11T07:00:00Z'), '2026-06-10')).toBe(true);
    // Past midnight in London, before 08:00: the new day's digests wait.
    expect(digestDue(new Date('2026-06-10T23:30:00Z'), '2026-06-10')).toBe(false);
  });
});

describe.each(databaseTargets)('news from the people you follow (%s)', (target) => {
  const t = useTestApp(target, async () => ({
    rateLimits: { signupPerIp: 1e6 },
    webDistDir: (await createWebDist()).dir,
  }));
  const { maya, theo } = useSpaceHosts(t, 'maya', 'theo');
  const gus = {} as Account;
  const nia = {} as Account;

  beforeAll(async () => {
    Object.assign(gus, await signUp(t, { name: 'Gus Guest', email: 'gus@example.com' }));
    Object.assign(nia, await signUp(t, { name: 'Nia Newcomer', email: 'nia@example.com' }));
    // Gus follows Maya; Nia follows nobody yet; Theo follows Maya too.
    for (const who of [gus, theo])
      expect(
        (await callApi(t, 'POST', `/api/facilitators/@${maya.handle}/follow`, who.cookie))
          .statusCode,
      ).toBe(200);
    await t.runJobs();
  });

  const announce = (now = settled()) => t.app.followersNews.announce(now);
  const newsOf = async (userId: string) =>
    t.db
      .select({
        title: notifications.title,
        message: notifications.message,
        data: notifications.data,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, FOLLOWED_PUBLISHED)))
      .orderBy(notifications.createdAt);
  /** Delivers the queued mail and answers what reached `email`. */
  const mailsTo = async (email: string) => {
    t.mails.length = 0;
    await t.runJobs();
    return t.mails.filter((mail) => mail.to === email);
  };
  const makeSeries = async (eventId: string) => {
    const repeated = await callApi(t, 'POST', `/api/events/${eventId}/series`, maya.cookie, {
      rule: { repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] }, end: { kind: 'never' } },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
  };

  it('tells each follower once of a one-off, after it has settled; not its host, not others', async () => {
    const event = await createEventAs(t.app, maya.cookie, { title: 'Sound Bath' });
    // Just published: it may yet become a series, so it waits for a later poll.
    expect(await announce(new Date())).toBe(0);
    expect(await announce()).toBe(1);
    expect(await announce()).toBe(0);

    expect(await newsOf(gus.userId)).toEqual([
      {
        title: 'New from Maya Rivers',
        message: 'Maya Rivers published Sound Bath: Sat 20 Jun 2099 at 19:00.',
        data: { event_id: event.id, host_id: maya.userId, path: event.path },
      },
    ]);
    expect(await newsOf(theo.userId)).toHaveLength(1);
    expect(await newsOf(nia.userId)).toEqual([]);
    expect(await newsOf(maya.userId)).toEqual([]);
    // It is in the follower's list as any notification is.
    const list = (await callApi(t, 'GET', '/api/notifications', gus.cookie)).json();
    expect(list.notifications[0].message).toBe(
      'Maya Rivers published Sound Bath: Sat 20 Jun 2099 at 19:00.',
    );
  });

  it('tells of a draft when it is published, and once only however often it is republished', async () => {
    const draft = await createEventAs(t.app, maya.cookie, { title: 'Yoga Nidra' }, false);
    expect(await announce()).toBe(0);
    const publish = (action: 'publish' | 'unpublish') =>
      callApi(t, 'POST', `/api/events/${draft.id}/${action}`, maya.cookie);
    expect((await publish('publish')).statusCode).toBe(200);
    expect(await announce()).toBe(1);
    expect((await publish('unpublish')).statusCode).toBe(200);
    expect((await publish('publish')).statusCode).toBe(200);
    expect(await announce()).toBe(0);
    const about = (await newsOf(gus.userId)).filter((n) => n.message.includes('Yoga Nidra'));
    expect(about).toHaveLength(1);
    // Out of the way of the digest below, which lists what is still public.
    await t.db.execute(sql`delete from events where id = ${draft.id}`);
  });

  it('tells nobody of drafts, cancelled events, or a host who is suspended', async () => {
    await createEventAs(t.app, maya.cookie, { title: 'Draft Ceremony' }, false);
    const cancelled = await createEventAs(t.app, maya.cookie, { title: 'Called Off' });
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.id));
    await createEventAs(t.app, theo.cookie, { title: 'Theo Drums' });
    await callApi(t, 'POST', `/api/facilitators/@${theo.handle}/follow`, nia.cookie);
    await t.db.execute(sql`update profiles set suspended_at = now() where id = ${theo.userId}`);
    expect(await announce()).toBe(0);
    await t.db.execute(sql`update profiles set suspended_at = null where id = ${theo.userId}`);
    // Restored, the host's news goes out after all (while it is still new).
    expect(await announce()).toBe(1);
    expect((await newsOf(nia.userId)).map((n) => n.message)).toEqual([
      'Theo Okafor published Theo Drums: Sat 20 Jun 2099 at 19:00.',
    ]);
    expect((await newsOf(gus.userId)).map((n) => n.message)).not.toContainEqual(
      expect.stringMatching(/Draft Ceremony|Called Off/),
    );
  });

  it('tells of a series once, not again as the daily extension makes more dates', async () => {
    const first = await createEventAs(t.app, maya.cookie, {
      title: 'Thursday Circle',
      startDate: '2099-06-04',
      endDate: '2099-06-04',
    });
    await makeSeries(first.id);
    expect(await announce()).toBe(1);
    const messages = (await newsOf(gus.userId)).map((n) => n.message);
    expect(messages.filter((m) => m.includes('Thursday Circle'))).toEqual([
      'Maya Rivers published Thursday Circle: Every Thursday, from Thu 4 Jun 2099 at 19:00.',
    ]);
    expect((await dailyHousekeeping(t.db, t.storage, '2099-06-18')).seriesDates).toBeGreaterThan(0);
    expect(await announce()).toBe(0);
    expect(await newsOf(gus.userId)).toHaveLength(messages.length);
  });

  it('an event told of as a one-off is not told again when it becomes a series', async () => {
    const first = await createEventAs(t.app, maya.cookie, {
      title: 'Breath Thursdays',
      startDate: '2099-07-02',
      endDate: '2099-07-02',
    });
    expect(await announce()).toBe(1);
    await makeSeries(first.id);
    expect(await announce()).toBe(0);
    const about = (await newsOf(gus.userId)).filter((n) => n.message.includes('Breath Thursdays'));
    expect(about).toHaveLength(1);
  });

  it('two polls at once tell each follower once', async () => {
    await createEventAs(t.app, maya.cookie, { title: 'Ecstatic Dance' });
    const now = settled();
    const counts = await Promise.all([announce(now), announce(now), announce(now)]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    const about = (await newsOf(gus.userId)).filter((n) => n.message.includes('Ecstatic Dance'));
    expect(about).toHaveLength(1);
  });

  it('mails each follower at most one digest a day, listing what is new, with one-click unsubscribe', async () => {
    const digests = (now: Date) => t.app.followersNews.sendDigests(now);
    const now = settled();
    expect(await digests(now)).toBeGreaterThanOrEqual(2); // Gus, Theo and Nia
    expect(await digests(now)).toBe(0);
    const [mail, ...more] = await mailsTo('gus@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('4 new from the people you follow on Kindred');
    for (const title of ['Sound Bath', 'Thursday Circle', 'Breath Thursdays', 'Ecstatic Dance'])
      expect(mail!.text).toContain(title);
    expect(mail!.text).not.toMatch(/Draft Ceremony|Called Off|Theo Drums/);
    const unsubscribe = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(unsubscribe).toMatch(
      new RegExp(`^http://localhost:3000/unsubscribe/${gus.userId}/[\\w-]{40,}$`),
    );
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
    expect(mail!.text).toContain('http://localhost:3000/settings');
    expect(mail!.html).toContain(`href="${unsubscribe}"`);

    // Another run the same day, on another process: nothing more.
    expect(await digests(new Date(now.getTime() + 60_000))).toBe(0);
    expect(await mailsTo('gus@example.com')).toEqual([]);

    // The next day, only what is new since.
    const next = await createEventAs(t.app, maya.cookie, { title: 'Forest Bathing' });
    expect(await announce()).toBe(1);
    expect(await digests(settled(1))).toBeGreaterThanOrEqual(1);
    const [second] = await mailsTo('gus@example.com');
    expect(second!.subject).toBe('Maya Rivers published Forest Bathing');
    expect(second!.text).toContain(`http://localhost:3000${next.path}`);
    expect(second!.text).not.toContain('Sound Bath');
  });

  it('sends no digest to whoever switched the news off', async () => {
    const preferences = (
      await callApi(t, 'GET', '/api/account/email-preferences', theo.cookie)
    ).json();
    expect(preferences.followedNews).toBe(true);
    const off = await callApi(t, 'PUT', '/api/account/email-preferences', theo.cookie, {
      ...preferences,
      followedNews: false,
    });
    expect(off.statusCode).toBe(200);
    const digestsOfTheo = async () =>
      rowsOf(await t.db.execute(sql`select 1 from news_digests where user_id = ${theo.userId}`))
        .length;
    const before = await digestsOfTheo();
    await createEventAs(t.app, maya.cookie, { title: 'Moon Walk' });
    expect(await announce()).toBe(1);
    // The notification still comes; the e-mail does not.
    expect((await newsOf(theo.userId)).at(-1)!.message).toContain('Moon Walk');
    await t.app.followersNews.sendDigests(settled(2));
    t.mails.length = 0;
    await t.runJobs();
    // Gus, whose switch is on, hears of it; Theo does not, and has no digest noted either.
    expect(t.mails.map((m) => [m.to, m.subject])).toEqual([
      ['gus@example.com', 'Maya Rivers published Moon Walk'],
    ]);
    expect(await digestsOfTheo()).toBe(before);
  });

  it('unsubscribes in one click without a session; a GET or a wrong link changes nothing', async () => {
    await createEventAs(t.app, maya.cookie, { title: 'Cacao Morning' });
    await announce();
    await t.app.followersNews.sendDigests(settled(3));
    const [mail] = await mailsTo('gus@example.com');
    const address = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    const path = new URL(address).pathname;
    const followedNews = async () =>
      (await callApi(t, 'GET', '/api/account/email-preferences', gus.cookie)).json().followedNews;

    // A mail scanner, or a person opening the link: the page, and no change.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(await followedNews()).toBe(true);

    // A link not made by Kindred, or another person's id with Gus's token: 404, nothing said.
    const token = path.split('/').at(-1)!;
    for (const wrong of [
      `/unsubscribe/${gus.userId}/${token.slice(0, -2)}xx`,
      `/unsubscribe/${nia.userId}/${token}`,
      `/unsubscribe/not-an-id/${token}`,
    ]) {
      const refused = await t.app.inject({ method: 'POST', url: wrong });
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.body).not.toMatch(/gus|Gus/);
    }
    expect(await followedNews()).toBe(true);

    // The mail program's one-click POST (RFC 8058): a form, no cookie.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/no more e-mails/);
    expect(await followedNews()).toBe(false);
    // Nobody else's switch moved; the others stay as they were.
    const gusAll = (await callApi(t, 'GET', '/api/account/email-preferences', gus.cookie)).json();
    expect(gusAll).toEqual({
      cohostInvitations: true,
      invitationAnswers: true,
      newFollowers: true,
      followedNews: false,
    });
    expect(
      (await callApi(t, 'GET', '/api/account/email-preferences', nia.cookie)).json().followedNews,
    ).toBe(true);
    // Again, as a multipart form (the RFC's own example): still fine, still off.
    const boundary = 'FormBoundaryjWmhtjORrn';
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(again.statusCode, again.body).toBe(200);

    // And no digest comes any more.
    await createEventAs(t.app, maya.cookie, { title: 'Last Light' });
    await announce();
    await t.app.followersNews.sendDigests(settled(4));
    expect(await mailsTo('gus@example.com')).toEqual([]);
  });
});
