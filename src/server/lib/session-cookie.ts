import type { IncomingHttpHeaders } from 'node:http';
import { getSessionCookie } from 'better-auth/cookies';

/** The prefix of Kindred's session cookies (`kindred.session_token`), set in the auth options. */
export const SESSION_COOKIE_PREFIX = 'kindred';

/**
 * Whether a request carries a session cookie, read the way better-auth reads it (its name, with
 * or without the `__Secure-` prefix). Only a hint: the session may have ended; `viewer()` is the
 * answer. It lets a visitor's request skip the session store and share the public cache.
 */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  const { cookie } = headers;
  if (!cookie) return false;
  return (
    getSessionCookie(new Headers({ cookie }), { cookiePrefix: SESSION_COOKIE_PREFIX }) !== null
  );
}
