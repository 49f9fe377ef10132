import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { NO_MODULE_PRELOADS, type ModulePreloads } from './module-preloads';

/**
 * The built index.html, read once at start-up (ADR 11): the template's own title, description,
 * canonical, OpenGraph, Twitter and JSON-LD tags are cut out and a slot is left where they
 * stood, so answering a page is one string concatenation (`head-tags.ts` fills the slot),
 * whatever way the build happens to write its tags.
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
