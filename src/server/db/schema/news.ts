import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './auth';
import { eventIdColumn } from './events';

/**
 * What followers have been told of (issue 23): one row per thing a facilitator published, a
 * one-off event or a whole series (`subject_id`: the series' id, or the event's), so a series
 * is news once however many dates it makes, and a poll that runs twice tells nobody twice.
 */
export const followerAnnouncements = pgTable(
  'follower_announcements',
  {
    subjectId: uuid('subject_id').primaryKey(),
    /** The event followers are pointed at: the one-off, or the series' first date published. */
    eventId: eventIdColumn(),
    hostId: userIdColumn('host_id'),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('follower_announcements_announced_idx').on(t.announcedAt)],
);

/**
 * The daily digest of followers' news: a row per person and London day a digest went out, so
 * nobody gets two in a day, whichever process sends it.
 */
export const newsDigests = pgTable(
  'news_digests',
  {
    userId: userIdColumn(),
    sentOn: date('sent_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sentOn] })],
);
