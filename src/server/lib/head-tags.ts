import { jsonForHtml } from '../../shared/server-rendering';
import { escapeHtml } from './escape-html';
import type { LandingPage } from './module-preloads';
import type { PageTemplate } from './page-template';

/**
 * Each page's own <title>, description, canonical link, OpenGraph, Twitter and JSON-LD tags,
 * put in the slot the page template left for them (ADR 11), and the page drawn on the server
 * around its app's HTML (ADR 24).
 */

/** A raster picture for link previews, described so that every network can show it at once. */
export type PageImage = {
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  alt: string;
};

export type HeadTags = {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  /** The preview picture with its size, type and words; takes the place of `imageUrl`. */
  image?: PageImage;
  ogType: string;
  jsonLd?: unknown;
  noIndex?: boolean;
  /** A page people land on from a link: its route's code is preloaded. */
  landingPage?: LandingPage;
};

/**
 * The page with its own head and, for a page drawn on the server, its content in `#root` and
 * the state the browser hydrates it from.
 */
export function renderHead(
  template: PageTemplate,
  head: HeadTags,
  app?: { html: string; stateScript: string } | null,
): string {
  const parts = app ? drawnPageParts(template, head) : null;
  if (app && parts) return parts.beforeApp + app.html + parts.afterApp(app.stateScript);
  return template.before + headBlock(template, template, head) + template.after;
}

/**
 * A page the server draws, in the two parts around the app's HTML (ADR 29): everything up to the
 * inside of `#root`, head included, which leaves as soon as the head is known; and, once the app
 * has streamed its HTML, the rest, with the state the browser hydrates from (or, when the server
 * could not draw the app, the app's script). Null when index.html has no root to draw into.
 */
export function drawnPageParts(template: PageTemplate, head: HeadTags) {
  // A template whose script is not in its head (the source index.html) keeps it where it is.
  const drawn = template.drawn?.root ? template.drawn : null;
  const file = drawn ?? template;
  const root = drawn?.root ?? template.root;
  if (!root) return null;
  const { after } = file;
  const appScript = drawn
    ? `<script type="module" crossorigin src="${escapeHtml(drawn.entry)}"></script>`
    : '';
  return {
    beforeApp: file.before + headBlock(file, template, head) + after.slice(0, root.contentAt),
    /** `stateScript` null: nothing was drawn, and the app starts at once to draw the page. */
    afterApp: (stateScript: string | null) =>
      after.slice(root.contentAt, root.endAt) +
      (stateScript ?? appScript) +
      after.slice(root.endAt),
  };
}

/** The head's own tags, in the indentation of the file they go in. */
function headBlock(
  file: { indent: string | null },
  template: PageTemplate,
  head: HeadTags,
): string {
  // A page drawn on the server is sent without the app's script tags, which come later.
  const drawn = file === template ? null : template.drawn;
  const appCodeTags = appCodeTagsOf(
    drawn,
    head.landingPage ? template.modulePreloads[head.landingPage] : [],
  );
  const imageUrl = head.image?.url ?? head.imageUrl;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="Kindred" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    imageUrl ? `<meta property="og:image" content="${escapeHtml(imageUrl)}" />` : '',
    ...imageDetailTags(head.image),
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    imageUrl ? `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />` : '',
    head.image ? `<meta name="twitter:image:alt" content="${escapeHtml(head.image.alt)}" />` : '',
    head.noIndex ? `<meta name="robots" content="noindex" />` : '',
    // JSON-LD is data, not script: escaped so no text can close the element early.
    head.jsonLd ? `<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>` : '',
    ...appCodeTags,
  ];
  let block = '';
  for (const tag of tags) {
    if (tag) block += file.indent === null ? tag : `${file.indent}${tag}\n`;
  }
  return block;
}

/** Where the app's code starts on a page drawn on the server (`public/start-after-paint.js`). */
const START_AFTER_PAINT_SCRIPT = '/start-after-paint.js';

/**
 * The tags that bring a page's code. A page drawn on the server is shown before any of it is
 * fetched (ADR 24): one small script asks for the app once the page has been painted, so on a
 * slow network the HTML, styles and main picture have the line to themselves. Other pages get
 * the route's chunks as preloads, in the same form as Vite's own, which its loader recognises and
 * does not repeat; at low priority, behind the styles and the main picture.
 */
function appCodeTagsOf(drawn: PageTemplate['drawn'], routeCode: readonly string[]): string[] {
  if (drawn) {
    const preload = [...drawn.preloads, ...routeCode].join(' ');
    return [
      `<script type="module" src="${START_AFTER_PAINT_SCRIPT}" data-app-entry="${escapeHtml(drawn.entry)}" data-app-preload="${escapeHtml(preload)}"></script>`,
    ];
  }
  return routeCode.map(
    (href) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
  );
}

/** What a preview needs to lay the picture out before fetching it, and to read it aloud. */
function imageDetailTags(image: PageImage | undefined): string[] {
  if (!image) return [];
  return [
    `<meta property="og:image:type" content="${image.type}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
  ];
}

/** A link people and crawlers can follow from elsewhere: our own paths get the public origin. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** The app's page with a head search engines must not keep: a page not found, or not made. */
export function renderUnlistedHead(
  template: PageTemplate,
  page: { title: string; description: string; canonicalUrl: string },
): string {
  return renderHead(template, { ...page, ogType: 'website', noIndex: true });
}

export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
