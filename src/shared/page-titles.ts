/**
 * The site's name and how a page's title is written, and the not-found pages' heads: what the
 * web app's first download needs of `site-pages.ts` (issue 14), which passes them all on.
 */

export const SITE_NAME = 'Kindred';
export const TAGLINE = 'connecting hearts and healing communities';

/** What <title> says: "Terms of Service · Kindred", or the home page's name and tagline. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — ${TAGLINE}`;
}

/**
 * The titles of the pages that open on a form (log in, sign up, passwords): all those pages need
 * of `site-pages.ts`, whose descriptions of every page they would otherwise download (issue 14).
 */
export const FORM_PAGE_TITLES = {
  logIn: 'Log in',
  signUp: 'Sign up',
  forgotPassword: 'Forgot password',
  resetPassword: 'Choose a new password',
} as const;

export type SitePageHead = {
  /** What the page is called; `documentTitle` makes the whole title (the home page has none). */
  readonly title?: string;
  readonly description: string;
};

export const NOT_FOUND_PAGES = {
  /** Any path the web router does not know. */
  page: {
    title: 'Page Not Found',
    description:
      "The page you were looking for isn't here. It may have moved, or the link may be mistyped.",
  },
  event: {
    title: 'Event not found',
    description: 'This event does not exist or is no longer listed on Kindred.',
  },
  space: {
    title: 'Facilitator Not Found',
    description: 'No facilitator on Kindred goes by this name.',
  },
  /** Spec 02 §2: a real person who has not made a space yet. */
  noSpace: {
    title: 'No Facilitator Profile',
    description: "This facilitator hasn't set up their profile yet.",
  },
} as const satisfies Record<string, SitePageHead>;
