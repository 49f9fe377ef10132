/**
 * What the unsubscribe page and its one-click POST say (issue 23). Apart from the address
 * (`unsubscribe-rules.ts`), which every page's links know: these load only with the page.
 */

/** What the unsubscribe page says once it has worked, and what the POST answers. */
export const UNSUBSCRIBED_MESSAGE =
  'Done: you will get no more e-mails of news from the people you follow.';

/** What it says of a link that is wrong or incomplete (never whose it was). */
export const UNSUBSCRIBE_LINK_BROKEN_MESSAGE =
  'This unsubscribe link does not work. Check that it was copied whole, or sign in and change your e-mail preferences in your settings.';
