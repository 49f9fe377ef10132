import { sql } from 'drizzle-orm';
import type { SeriesRule } from '../../../../shared/series/series-rules';
import { rowsOf, type Database } from '../../../db/client';
import { notSuspendedSql } from '../../../db/suspended-accounts';
import type { PublishedThing } from './news-words';

/**
 * The followers' news (issue 23): the one writer of `follower_announcements` and `news_digests`.
 * It reads what it tells of from `events` (published, not moderated, not cancelled, its host not
 * suspended), as the spaces feature's lists of a host's events do, and the names and addresses
 * it greets with from the accounts' tables.
 */

/** A thing a facilitator published that may be news: a one-off, or a series at its first date. */
export type NewsSubject = {
  /** The series' id, or the one-off's own. */
  subjectId: string;
  /** The event followers are pointed at: the one-off, or the series' earliest date just published. */
  eventId: string;
  hostId: string;
  hostName: string;
  title: string;
  startDate: string;
  startTime: string;
  /** A series' rule (how it repeats); null for a one-off. */
  rule: SeriesRule | null;
};

/** Who a published event's host is called: their space's name, else their own. */
const hostName = sql.raw(`coalesce(
  (select display_name from facilitator_spaces where user_id = e.user_id),
  (select nullif(trim(first_name || ' ' || last_name), '') from profiles where id = e.user_id),
  (select name from users where id = e.user_id))`);

/**
 * What was first made public in `(since, until]`, one row per subject, not yet announced. A
 * series is news only while it is new: not when one of its dates was public before `since` (the
 * daily extension's new dates of an older series) or was told of already as a one-off (an event
 * made a series after its news went out). Found through events_published_at_idx.
 */
export async function findUnannouncedSubjects(
  db: Database,
  window: { since: Date; until: Date; now: Date },
): Promise<NewsSubject[]> {
  const since = window.since.toISOString();
  const result = await db.execute(sql`
    with fresh as (
      select e.id, e.series_id, e.user_id, e.title, e.start_date, e.start_time, e.starts_at,
        ${hostName} as host_name
      from events e
      where e.published_at > ${since}::timestamptz
        and e.published_at <= ${window.until.toISOString()}::timestamptz
        and e.is_draft = false and e.moderated_at is null and e.cancelled_at is null
        and e.ends_at > ${window.now.toISOString()}::timestamptz
        and ${notSuspendedSql('e.user_id')}
    ), subjects as (
      select distinct on (coalesce(series_id, id)) coalesce(series_id, id) as subject_id,
        id as event_id, series_id, user_id as host_id, host_name, title, start_date, start_time
      from fresh
      order by coalesce(series_id, id), starts_at, id
    )
    select s.subject_id as "subjectId", s.event_id as "eventId", s.host_id as "hostId",
      s.host_name as "hostName", s.title, s.start_date::text as "startDate",
      to_char(s.start_time, 'HH24:MI') as "startTime", series.rule
    from subjects s
    left join event_series series on series.id = s.series_id
    where not exists (select 1 from follower_announcements a where a.subject_id = s.subject_id)
      and (s.series_id is null or not exists (
        select 1 from events d
        where d.series_id = s.series_id and d.is_draft = false
          and (d.published_at <= ${since}::timestamptz
            or exists (select 1 from follower_announcements a where a.subject_id = d.id))))
    order by s.subject_id`);
  return rowsOf<NewsSubject>(result);
}

/**
 * Notes that followers are being told of this subject: true for the one call that notes it,
 * whichever process polls, so nobody is told twice. A second caller waits on the first's
 * transaction, then finds the row there.
 */
export async function claimAnnouncement(db: Database, subject: NewsSubject): Promise<boolean> {
  const result = await db.execute(sql`
    insert into follower_announcements (subject_id, event_id, host_id)
    values (${subject.subjectId}::uuid, ${subject.eventId}::uuid, ${subject.hostId}::uuid)
    on conflict (subject_id) do nothing
    returning subject_id`);
  return rowsOf(result).length > 0;
}

/** Everyone who follows this person. */
export async function followerIdsOf(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select follower_id as "followerId" from user_follows where following_id = ${userId}::uuid`,
  );
  return rowsOf<{ followerId: string }>(result).map((row) => row.followerId);
}

/** One line of someone's digest: a thing a facilitator they follow published. */
export type DigestRow = PublishedThing & {
  userId: string;
  email: string;
  name: string;
};

/** News older than this is not sent, however long since someone's last digest. */
const DIGEST_LOOKBACK = '7 days';

/**
 * What each person is owed a digest of on `today`: what the facilitators they followed at the
 * time have had announced since their last digest, still public, for people with the followed
 * news switch on who have had no digest `today`. In order of person, then announcement.
 */
export async function findDigestRows(db: Database, now: Date, today: string): Promise<DigestRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select f.follower_id as "userId", u.email,
      coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name) as name,
      e.id as "eventId", e.title, ${hostName} as "hostName", e.start_date::text as "startDate",
      to_char(e.start_time, 'HH24:MI') as "startTime", series.rule
    from follower_announcements a
    join user_follows f on f.following_id = a.host_id and f.created_at <= a.announced_at
    join users u on u.id = f.follower_id
    left join profiles p on p.id = f.follower_id
    join events e on e.id = a.event_id
    left join event_series series on series.id = e.series_id
    where a.announced_at > ${at}::timestamptz - interval '${sql.raw(DIGEST_LOOKBACK)}'
      and a.announced_at <= ${at}::timestamptz
      and a.announced_at > coalesce(
        (select max(d.sent_at) from news_digests d where d.user_id = f.follower_id), '-infinity')
      and not exists (
        select 1 from news_digests d where d.user_id = f.follower_id and d.sent_on = ${today}::date)
      and coalesce(
        (select pref.followed_news from email_preferences pref where pref.user_id = f.follower_id),
        true)
      and e.is_draft = false and e.moderated_at is null and e.cancelled_at is null
      -- A one-off that is over is news no more; a series' page lists its dates to come.
      and (a.subject_id <> a.event_id or e.ends_at > ${at}::timestamptz)
      and ${notSuspendedSql('e.user_id')}
    order by f.follower_id, a.announced_at, a.subject_id`);
  return rowsOf<DigestRow>(result);
}

/** Notes this person's digest of `today`: true for the one call that notes it. */
export async function claimDigest(db: Database, userId: string, today: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into news_digests (user_id, sent_on) values (${userId}::uuid, ${today}::date)
    on conflict do nothing
    returning user_id`);
  return rowsOf(result).length > 0;
}
