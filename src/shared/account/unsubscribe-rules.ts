/**
 * The one-click unsubscribe of the followers' news digest (issue 23, RFC 8058). Kept free of zod:
 * the page a mail's link opens needs only these.
 */

/** Where a digest's unsubscribe link points: the page (GET) and the one-click POST alike. */
export const unsubscribePath = (userId: string, token: string) =>
  `/unsubscribe/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;

/** What the unsubscribe page says once it has worked, and what the POST answers. */
export const UNSUBSCRIBED_MESSAGE =
  'Done: you will get no more e-mails of news from the people you follow.';

/** What it says of a link that is wrong or incomplete (never whose it was). */
export const UNSUBSCRIBE_LINK_BROKEN_MESSAGE =
  'This unsubscribe link does not work. Check that it was copied whole, or sign in and change your e-mail preferences in your settings.';
