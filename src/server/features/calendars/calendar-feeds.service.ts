import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SignedInViewer } from '../../lib/viewer';
import {
  findFeedOf,
  findMemberSelection,
  findOwnerOfSecret,
  insertFeed,
  replaceSecret,
  type MemberSelection,
} from './calendar-feeds.repository';

/** A calendar's conditional request: the validators it sent back (RFC 9110 §13.1). */
export type FeedConditions = { ifNoneMatch?: string; ifModifiedSince?: string };

/** A feed as the events feature answers it: the file, or only its validators for a 304. */
export type FeedAnswer = { etag: string; lastModified: Date } & (
  { notModified: true } | { notModified: false; body: string }
);

/**
 * What the calendars feature needs of others, handed in by `composition/calendars.ts` (ADR 32):
 * the events feature writes a member's feed from what they booked and whom they follow.
 */
export type CalendarLinks = {
  memberFeed: (selection: MemberSelection, conditions: FeedConditions) => Promise<FeedAnswer>;
};

/** A feed's addresses: https for copying, webcal for a calendar program to subscribe. */
export type FeedAddresses = { https: string; webcal: string };

/**
 * 24 random bytes, 192 bits, as 32 base64url characters: no one finds a member's feed by
 * guessing, and the address stays short enough to copy.
 */
const newSecret = () => randomBytes(24).toString('base64url');

/** What a secret looks like: anything else is answered 404 without asking the database. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function addressesOf(publicUrl: string, secret: string): FeedAddresses {
  const https = `${publicUrl}/calendar/${secret}.ics`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

export async function myCalendarFeed(
  db: Database,
  publicUrl: string,
  viewer: SignedInViewer,
): Promise<FeedAddresses | null> {
  const feed = await findFeedOf(db, viewer.userId);
  return feed ? addressesOf(publicUrl, feed.secret) : null;
}

/** Makes the member's feed if they have none; answers its addresses and whether it is new. */
export async function makeCalendarFeed(
  db: Database,
  publicUrl: string,
  viewer: SignedInViewer,
): Promise<{ made: boolean; feed: FeedAddresses }> {
  const made = await insertFeed(db, viewer.userId, newSecret());
  const feed = await findFeedOf(db, viewer.userId);
  return { made, feed: addressesOf(publicUrl, feed!.secret) };
}

/** A new secret: the old address answers 404 from now on. */
export async function renewCalendarFeed(
  db: Database,
  publicUrl: string,
  viewer: SignedInViewer,
): Promise<FeedAddresses> {
  const secret = newSecret();
  await replaceSecret(db, viewer.userId, secret);
  return addressesOf(publicUrl, secret);
}

/**
 * The feed a secret opens, or null when it opens none (wrong, renewed, or a suspended member's):
 * the same null whatever the reason, so the address tells nothing of anyone.
 */
export async function feedOfSecret(
  db: Database,
  links: CalendarLinks,
  secret: string,
  conditions: FeedConditions,
): Promise<FeedAnswer | null> {
  if (!SECRET_PATTERN.test(secret)) return null;
  const userId = await findOwnerOfSecret(db, secret);
  if (!userId) return null;
  return links.memberFeed(await findMemberSelection(db, userId), conditions);
}
