import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { jsonForHtml } from '../../shared/server-rendering';
import { NO_MODULE_PRELOADS, type LandingPage, type ModulePreloads } from './module-preloads';

/**
 * Gives the built index.html each page's own <title>, description, canonical link, OpenGraph,
 * Twitter and JSON-LD tags. The file is parsed once at start-up (ADR 11): the template's own
 * tags of those kinds are cut out and a slot is left where they stood, so answering a page is
 * one string concatenation, whatever way the build happens to write its tags.
 */

type Element = DefaultTreeAdapterTypes.Element;

/** The built index.html, split around the place a page's head tags go. */
export type PageTemplate = {
  readonly before: string;
  readonly after: string;
  /** Put before every tag, and after each one a line break, when the slot is on its own line. */
  readonly indent: string | null;
  /**
   * Where in `after` a page drawn on the server goes: inside `<div id="root">`, and its state
   * just after that element (ADR 24). Null when the file has no such element.
   */
  readonly root: { contentAt: number; endAt: number } | null;
  /** The code each page people land on runs first, named in its HTML so none is found late. */
  readonly modulePreloads: ModulePreloads;
  /**
   * The file for a page drawn on the server: without the app's script and preloads, which
   * `start-after-paint.js` fetches once the page has been painted (ADR 24). Null when
   * index.html has no module script or no root.
   */
  readonly drawn: {
    readonly before: string;
    readonly after: string;
    readonly indent: string | null;
    readonly root: { contentAt: number; endAt: number } | null;
    /** The app's entry script, and the chunks Vite preloads with it. */
    readonly entry: string;
    readonly preloads: readonly string[];
  } | null;
};

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

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const attr = (element: Element, name: string) =>
  element.attrs
    .find((a) => a.name === name)
    ?.value.trim()
    .toLowerCase();

/** The tags a page's head replaces; parse5 has already lower-cased tag and attribute names. */
function isPageHeadTag(element: Element): boolean {
  switch (element.tagName) {
    case 'title':
      return true;
    case 'meta': {
      const name = attr(element, 'name');
      const property = attr(element, 'property');
      return (
        name === 'description' ||
        name === 'robots' ||
        name?.startsWith('twitter:') === true ||
        property?.startsWith('og:') === true
      );
    }
    case 'link':
      return attr(element, 'rel')?.split(/\s+/).includes('canonical') === true;
    case 'script':
      return attr(element, 'type') === 'application/ld+json';
    default:
      return false;
  }
}

/** The app's own code in index.html: its entry script and the chunks Vite preloads with it. */
function isAppCodeTag(element: Element): boolean {
  if (element.tagName === 'script') return attr(element, 'type') === 'module';
  if (element.tagName === 'link') return attr(element, 'rel') === 'modulepreload';
  return false;
}

/** The address a tag names (`src` or `href`), as written. */
const addressOf = (element: Element) =>
  element.attrs.find((a) => a.name === 'src' || a.name === 'href')?.value ?? '';

export function createPageTemplate(
  indexHtml: string,
  modulePreloads: ModulePreloads = NO_MODULE_PRELOADS,
): PageTemplate {
  const document = parse(indexHtml, { sourceCodeLocationInfo: true });
  const html = document.childNodes.find((n): n is Element => n.nodeName === 'html');
  const head = html?.childNodes.find((n): n is Element => n.nodeName === 'head');
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  if (!head || headEnd === undefined)
    throw new Error('index.html must have a <head> … </head> written out in full');
  const headTags = head.childNodes.filter((n): n is Element => 'tagName' in n);
  const root = findRoot(html);
  const appCode = headTags.filter(isAppCodeTag);
  const entry = appCode.find((element) => element.tagName === 'script');

  /** The file around the head tags a page writes, with the tags `drop` picks taken out. */
  const around = (drop: (element: Element) => boolean) => {
    // Each tag to drop, widened to its whole line when it stands alone on one.
    const cuts = headTags.filter(drop).map((element) => {
      const location = element.sourceCodeLocation!;
      return wholeLine(indexHtml, location.startOffset, location.endOffset);
    });
    const slot = cuts[0] ?? wholeLine(indexHtml, headEnd, headEnd);
    let rest = '';
    let from = slot.start;
    for (const cut of cuts) {
      rest += indexHtml.slice(from, cut.start);
      from = cut.end;
    }
    rest += indexHtml.slice(from);
    // The root element comes after the head, so its place in `rest` is as far from the end.
    const fromEnd = (offset: number) => rest.length - (indexHtml.length - offset);
    return {
      root: root
        ? { contentAt: fromEnd(root.startTag!.endOffset), endAt: fromEnd(root.endTag!.endOffset) }
        : null,
      before: indexHtml.slice(0, slot.start),
      after: rest,
      indent: slot.ownLine
        ? // Where the head's end tag is the slot, its tags sit one step further in.
          cuts.length > 0
          ? slot.indent
          : `${slot.indent}  `
        : null,
    };
  };

  return {
    modulePreloads,
    ...around(isPageHeadTag),
    drawn:
      root && entry
        ? {
            ...around((element) => isPageHeadTag(element) || isAppCodeTag(element)),
            entry: addressOf(entry),
            preloads: appCode.filter((element) => element !== entry).map(addressOf),
          }
        : null,
  };
}

function findRoot(html: Element | undefined) {
  const body = html?.childNodes.find((n): n is Element => n.nodeName === 'body');
  const root = body?.childNodes.find(
    (n): n is Element =>
      n.nodeName === 'div' && n.attrs.some((a) => a.name === 'id' && a.value === 'root'),
  );
  const location = root?.sourceCodeLocation;
  return location?.startTag && location.endTag ? location : null;
}

/** The range [start, end) of a tag, with its indentation and line break when it has a line alone. */
function wholeLine(html: string, start: number, end: number) {
  const lineStart = html.lastIndexOf('\n', start - 1) + 1;
  const indent = html.slice(lineStart, start);
  const lineEnd = html.indexOf('\n', end);
  const trailing = html.slice(end, lineEnd === -1 ? html.length : lineEnd);
  const ownLine = /^[ \t]*$/.test(indent) && (start === end || /^[ \t]*$/.test(trailing));
  if (!ownLine) return { start, end, indent: '', ownLine };
  // The end tag of <head> keeps its own line; a dropped tag takes its line with it.
  return {
    start: lineStart,
    end: start === end ? lineStart : lineEnd === -1 ? html.length : lineEnd + 1,
    indent,
    ownLine,
  };
}

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
    ? `<script type="module" crossorigin src="${escapeAttr(drawn.entry)}"></script>`
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
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="Kindred" />`,
    `<meta property="og:type" content="${escapeAttr(head.ogType)}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(head.canonicalUrl)}" />`,
    imageUrl ? `<meta property="og:image" content="${escapeAttr(imageUrl)}" />` : '',
    ...imageDetailTags(head.image),
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}" />`,
    imageUrl ? `<meta name="twitter:image" content="${escapeAttr(imageUrl)}" />` : '',
    head.image ? `<meta name="twitter:image:alt" content="${escapeAttr(head.image.alt)}" />` : '',
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
      `<script type="module" src="${START_AFTER_PAINT_SCRIPT}" data-app-entry="${escapeAttr(drawn.entry)}" data-app-preload="${escapeAttr(preload)}"></script>`,
    ];
  }
  return routeCode.map(
    (href) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttr(href)}" />`,
  );
}

/** What a preview needs to lay the picture out before fetching it, and to read it aloud. */
function imageDetailTags(image: PageImage | undefined): string[] {
  if (!image) return [];
  return [
    `<meta property="og:image:type" content="${image.type}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttr(image.alt)}" />`,
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
