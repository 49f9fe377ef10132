/** Fills the built index.html's <head> with a page's own title, description and tags. */

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type HeadTags = {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  ogType: string;
  jsonLd?: unknown;
  noIndex?: boolean;
};

export function renderHead(indexHtml: string, head: HeadTags): string {
  const meta = [
    `<link rel="canonical" href="${escapeAttr(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="Kindred" />`,
    `<meta property="og:type" content="${escapeAttr(head.ogType)}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(head.canonicalUrl)}" />`,
    head.imageUrl ? `<meta property="og:image" content="${escapeAttr(head.imageUrl)}" />` : '',
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}" />`,
    head.imageUrl ? `<meta name="twitter:image" content="${escapeAttr(head.imageUrl)}" />` : '',
    head.noIndex ? `<meta name="robots" content="noindex" />` : '',
    // JSON-LD is data, not script; "<" is escaped so no text can close the element early.
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(head.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeAttr(head.description)}" />`,
    )
    .replace('</head>', `    ${meta}\n  </head>`);
}

/** A link people and crawlers can follow from elsewhere: our own paths get the public origin. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** The app's page with a not-found head: kept out of search engines, answered with HTTP 404. */
export function renderNotFoundHead(
  indexHtml: string,
  page: { title: string; description: string; canonicalUrl: string },
): string {
  return renderHead(indexHtml, { ...page, ogType: 'website', noIndex: true });
}

export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
