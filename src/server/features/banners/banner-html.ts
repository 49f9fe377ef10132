import { defaultTreeAdapter, html as htmlSpec, parseFragment, serialize } from 'parse5';
import sanitizeHtml from 'sanitize-html';

/**
 * Spec 01 §5: the only markup a banner may carry. Everything else is dropped (its text kept,
 * except inside the tags whose content is code or hidden: script, style and the like).
 */
export const BANNER_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'span',
  'div',
  'a',
] as const;

/** The only places a link may lead: web pages and e-mail. No javascript:, data:, vbscript:, … */
export const BANNER_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The rel words a link may carry; a link to another site always gets the first two. */
const REL_WORDS = ['noopener', 'noreferrer', 'nofollow', 'ugc', 'external'];
const TARGETS = ['_blank', '_self'];

// Style values are matched whole, so nothing else (url(), expression(), var(), a second
// declaration smuggled in) can ride along with an allowed one.
const COLOUR = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*(?:,\s*\d{1,3}%?\s*){2}(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
// Non-negative lengths only: a negative margin could pull the banner over the page's header.
const LENGTH = '(?:0|\\d{1,3}(?:\\.\\d{1,3})?(?:px|em|rem|%))';
const SPACING = [new RegExp(`^(?:${LENGTH}|auto)(?:\\s+(?:${LENGTH}|auto)){0,3}$`, 'i')];
const SIDES = ['', '-top', '-right', '-bottom', '-left'];
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic|oblique)$/i],
  'text-decoration': [
    /^(?:none|underline|line-through|overline)(?:\s+(?:underline|line-through|overline))*$/i,
  ],
  ...Object.fromEntries(SIDES.map((side) => [`margin${side}`, SPACING])),
  ...Object.fromEntries(SIDES.map((side) => [`padding${side}`, SPACING])),
};

/**
 * A link's address as a browser reads it, or null when it may not be a banner's: the browser
 * skips tabs and newlines anywhere and control characters and spaces in front, so `java\tscript:`
 * is `javascript:`. Only http, https and mailto, or an address within Kindred (`/about`), pass;
 * `//elsewhere` borrows the page's scheme and is refused: a full address says where it goes.
 */
function readLink(href: string): { href: string; leaves: boolean } | null {
  // eslint-disable-next-line no-control-regex
  const seen = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (/^[\\/]{2}/.test(seen)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
  if (scheme === undefined) return { href, leaves: false };
  if (!(BANNER_LINK_SCHEMES as readonly string[]).includes(scheme)) return null;
  // Any full web address counts as another site: noopener noreferrer costs our own nothing.
  return { href, leaves: scheme !== 'mailto' };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BANNER_TAGS],
  allowedAttributes: {
    '*': ['style'],
    // target and rel are checked word by word in transformTags below.
    a: ['href', 'target', 'rel'],
  },
  allowedSchemes: [...BANNER_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` borrows the page's scheme: a full address says where it goes.
  allowProtocolRelative: false,
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedClasses: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Tags whose content is code, or never shown, lose their content with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'xmp',
    'title',
    'object',
  ],
  transformTags: {
    a: (tagName, { href: givenHref, rel: givenRel, target: givenTarget, ...attribs }) => {
      const link = givenHref === undefined ? null : readLink(givenHref);
      // A link whose address was refused (or that had none) leads nowhere: its words stay, as
      // plain text rather than underlined words that do nothing (issue 21).
      if (!link) return { tagName: 'span', attribs };
      const target = TARGETS.find((t) => t === givenTarget?.trim().toLowerCase());
      const words = new Set((givenRel ?? '').toLowerCase().split(/\s+/));
      if (target === '_blank' || link.leaves) {
        words.add('noopener');
        words.add('noreferrer');
      }
      const rel = REL_WORDS.filter((word) => words.has(word)).join(' ');
      return {
        tagName,
        attribs: {
          ...attribs,
          href: link.href,
          ...(target ? { target } : {}),
          ...(rel ? { rel } : {}),
        },
      };
    },
  },
};

/**
 * HTML as a browser builds it inside a <div> (parse5 follows the HTML standard), written out
 * again: unclosed tags closed, misnested ones moved where a browser moves them.
 */
function asBrowserReadsIt(html: string): string {
  const div = defaultTreeAdapter.createElement('div', htmlSpec.NS.HTML, []);
  return serialize(parseFragment(div, html, {}));
}

/**
 * A banner's message reduced to spec 01 §5's allow-list: the tags above; href, target, rel and
 * style only; http, https and mailto links only; style limited to colour, text and spacing;
 * links to other sites with rel="noopener noreferrer".
 *
 * The sanitiser's own parser is lenient, not the browser's, so the message is first rebuilt as
 * a browser would read it, and the clean result rebuilt once more: what is stored is exactly
 * what the browser will make of it, and sanitising it again changes nothing (the message is
 * sanitised when saved and again when served).
 */
export function sanitizeBannerHtml(html: string): string {
  return asBrowserReadsIt(sanitizeHtml(asBrowserReadsIt(html), OPTIONS)).trim();
}
