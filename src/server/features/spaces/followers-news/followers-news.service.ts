import { londonDate } from '../../../../shared/events/london-dates';
import type { NotificationInput } from '../../../lib/notification-input';
import { inTransaction, type Database } from '../../../db/client';
import type { QueuedMail } from '../../../lib/mailer';
import { digestMail } from './digest-mail';
import {
  claimAnnouncement,
  claimDigest,
  findDigestRows,
  findUnannouncedSubjects,
  followerIdsOf,
  type DigestRow,
  type NewsSubject,
} from './followers-news.repository';
import { pathOf, publishedMessage } from './news-words';

/**
 * News from the people you follow (issue 23): when a facilitator publishes an event or a series,
 * each of their followers is told once (a notification), and at most once a day by e-mail (a
 * digest of all that is new), unless they switched that e-mail off.
 */

/** The notification's type: the web app links it to `data.path`, the event's page. */
export const FOLLOWED_PUBLISHED = 'followed_published';

/** What the news needs of other features, handed in by `composition/followers-news.ts`. */
export type FollowersNewsLinks = {
  /** Writes these notifications in the caller's transaction; answers whose changed. */
  notifyQuietly: (tx: Database, notifications: NotificationInput[]) => Promise<string[]>;
  /** Tells a person's open notification streams to count again (after the transaction). */
  notificationsChanged: (userId: string) => void;
  queueMail: (mail: QueuedMail) => Promise<void>;
  publicUrl: string;
  /** The one-click unsubscribe address of this person's digest (the account feature's). */
  unsubscribeUrl: (userId: string) => string;
};

/** How far back a poll looks for what was published: a server down for less misses nothing. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
/**
 * What was published in the last two minutes waits for the next poll: the event form publishes
 * an event, then makes it a series, and its followers should hear of the series.
 */
export const SETTLE_MS = 2 * 60 * 1000;

/**
 * Tells the followers of every facilitator who has published something new since the last
 * poll (run every minute by every process; each subject is told once, whichever runs it).
 * Answers how many subjects were announced.
 */
export async function announcePublished(
  db: Database,
  links: FollowersNewsLinks,
  now: Date = new Date(),
): Promise<number> {
  const subjects = await findUnannouncedSubjects(db, {
    since: new Date(now.getTime() - LOOKBACK_MS),
    until: new Date(now.getTime() - SETTLE_MS),
    now,
  });
  let announced = 0;
  for (const subject of subjects) {
    // The note and the notifications go together, or neither: a crash between them would
    // otherwise leave the followers never told.
    const told = await inTransaction(db, async (tx) => {
      if (!(await claimAnnouncement(tx, subject))) return null;
      const followers = await followerIdsOf(tx, subject.hostId);
      return links.notifyQuietly(
        tx,
        followers.map((userId) => notification(userId, subject)),
      );
    });
    if (!told) continue;
    announced += 1;
    for (const userId of told) links.notificationsChanged(userId);
  }
  return announced;
}

function notification(userId: string, subject: NewsSubject): NotificationInput {
  return {
    userId,
    type: FOLLOWED_PUBLISHED,
    title: `New from ${subject.hostName}`,
    message: publishedMessage(subject),
    data: { event_id: subject.eventId, host_id: subject.hostId, path: pathOf(subject) },
  };
}

/**
 * The daily digest: one e-mail to each person with news since their last digest and the
 * followed news switch on, noted in `news_digests` before it is queued, so two runs on one
 * London day (two processes, a restart) send one. Answers how many were queued.
 */
export async function sendNewsDigests(
  db: Database,
  links: FollowersNewsLinks,
  now: Date = new Date(),
): Promise<number> {
  const today = londonDate(now);
  let sent = 0;
  for (const rows of byPerson(await findDigestRows(db, now, today))) {
    const person = rows[0]!;
    if (!(await claimDigest(db, person.userId, today))) continue;
    await links.queueMail({
      ...digestMail(person, rows, {
        publicUrl: links.publicUrl,
        unsubscribeUrl: links.unsubscribeUrl(person.userId),
      }),
      // Looked at again when the mail is sent: switched off meanwhile, it is dropped.
      preference: { userId: person.userId, kind: 'followedNews' },
    });
    sent += 1;
  }
  return sent;
}

/** Rows in order of person, gathered per person. */
function byPerson(rows: DigestRow[]): DigestRow[][] {
  const groups: DigestRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.userId === row.userId) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
