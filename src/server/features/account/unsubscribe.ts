import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribePath } from '../../../shared/account/unsubscribe-rules';
import { isUuid } from '../../../shared/ids';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { switchOffEmail } from './account.repository';

/**
 * The one-click unsubscribe of the followers' news digest (issue 23, RFC 8058): its address
 * carries the account id and an HMAC of it, so it works without signing in and cannot be made
 * for anyone else. The key is the server's AUTH_SECRET (better-auth's), the message prefixed
 * with what it is for, so no other signature made with that secret (the known-device cookie's)
 * can stand in for it. Renewing AUTH_SECRET retires every link sent, as it signs everyone out.
 */

function tokenFor(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\nfollowedNews\n${userId}`)
    .digest('base64url');
}

/** The full address a digest to `userId` names in its List-Unsubscribe header and its text. */
export function unsubscribeUrl(secret: string, publicUrl: string, userId: string): string {
  return publicUrl + unsubscribePath(userId, tokenFor(secret, userId));
}

/**
 * Switches the followers' news digest off for the account the link was made for. A link not
 * made by this server, or for an account that has gone, is a 404 that says nothing more.
 */
export async function unsubscribeFromFollowedNews(
  db: Database,
  secret: string,
  link: { userId: string; token: string },
): Promise<void> {
  const expected = Buffer.from(tokenFor(secret, link.userId));
  const given = Buffer.from(link.token);
  const genuine =
    isUuid(link.userId) && expected.length === given.length && timingSafeEqual(expected, given);
  if (!genuine || !(await switchOffEmail(db, link.userId, 'followedNews'))) throw brokenLink();
}

const brokenLink = () => new AppError('NOT_FOUND', 'Not found');
