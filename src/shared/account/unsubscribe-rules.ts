/**
 * The one-click unsubscribe of the followers' news digest (issue 23, RFC 8058). Kept free of zod:
 * the page a mail's link opens needs only these.
 */

/** Where a digest's unsubscribe link points: the page (GET) and the one-click POST alike. */
export const unsubscribePath = (userId: string, token: string) =>
  `/unsubscribe/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
