import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexHtmlFiles, readHead } from '../test/web-dist';
import { renderHead, type HeadTags } from './head-tags';
import { createPageTemplate } from './page-template';

const head: HeadTags = {
  title: 'Solstice "Dance" <at> dawn · Kindred',
  description: 'Sat 20 Jun 2099, 19:00 · Bristol. Bring a blanket & water.',
  canonicalUrl: 'https://kindred.example/events/solstice?id=1&x=2',
  ogType: 'website',
};

describe.each(indexHtmlFiles())('page heads on the app’s own $name', ({ file }) => {
  const indexHtml = readFileSync(file, 'utf8');

  it('is written over several lines, as the build writes it', () => {
    // What the old pattern-matching renderer missed: the description tag spans lines.
    expect(indexHtml).toMatch(/<meta\s*\n\s*name="description"/);
  });

  it('gives a page one title and one description, its own, and keeps every other tag', () => {
    const before = readHead(indexHtml);
    const page = readHead(renderHead(createPageTemplate(indexHtml), head));
    expect(page.titles).toEqual([head.title]);
    expect(page.descriptions).toEqual([head.description]);
    expect(page.ogTitles).toEqual([head.title]);
    expect(page.ogDescriptions).toEqual([head.description]);
    expect(page.canonicals).toEqual([head.canonicalUrl]);
    expect(page.robots).toEqual([]);
    // The template's charset, viewport, icon, scripts and styles are all still there, in order.
    const pageHeadTag =
      /^(title|meta (name=(description|robots|twitter:)|property=og:)|link rel=canonical)/;
    const kept = (tags: string[]) => tags.filter((t) => !pageHeadTag.test(t));
    expect(kept(page.tags)).toEqual(kept(before.tags));
    expect(kept(page.tags).length).toBeGreaterThanOrEqual(4);
    expect(page.bodyHasRoot).toBe(true);
  });

  it('leaves the rest of the file exactly as the build wrote it', () => {
    const rendered = renderHead(createPageTemplate(indexHtml), head);
    const untouched = indexHtml
      .split('\n')
      .filter((line) => !/<title>|<meta|name=|content=|^\s*\/>$/.test(line));
    for (const line of untouched) expect(rendered).toContain(line);
    // The first tag still comes first: charset must stay within the first bytes.
    expect(rendered.indexOf('<meta charset')).toBeLessThan(rendered.indexOf('<title>'));
  });

  it('puts a page drawn on the server inside #root, and its state just after it', () => {
    const rendered = renderHead(createPageTemplate(indexHtml), head, {
      html: '<main><h1>Sunrise</h1></main>',
      stateScript: '<script type="application/json" id="state">{}</script>',
    });
    expect(rendered).toContain(
      '<div id="root"><main><h1>Sunrise</h1></main></div><script type="application/json" id="state">{}</script>',
    );
    expect(readHead(rendered).titles).toEqual([head.title]);
  });
});

describe('page heads', () => {
  it('replaces the template’s own head tags however they are written', () => {
    const template = createPageTemplate(`<!DOCTYPE html>
<HTML>
  <HEAD>
    <META CHARSET="utf-8">
    <Title>Old
      title</Title>
    <META NAME=Description CONTENT='old'>
    <meta property="og:title" content="old" /><meta name="twitter:card" content="summary">
    <meta name="robots" content="noindex">
    <link rel="icon canonical" href="/old">
    <script type="application/ld+json">{"old":true}</script>
    <!-- <title>a comment is not a title</title> -->
    <link rel="stylesheet" href="/a.css">
  </HEAD>
  <BODY><div id="root"></div></BODY>
</HTML>`);
    const html = renderHead(template, { ...head, noIndex: true, jsonLd: { name: '</script>' } });
    const page = readHead(html);
    expect(page.titles).toEqual([head.title]);
    expect(page.descriptions).toEqual([head.description]);
    expect(page.ogTitles).toEqual([head.title]);
    expect(page.robots).toEqual(['noindex']);
    expect(page.canonicals).toEqual([head.canonicalUrl]);
    expect(page.jsonLd).toEqual([{ name: '</script>' }]);
    expect(html).not.toContain('old');
    expect(html).toContain('<!-- <title>a comment is not a title</title> -->');
    expect(html).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it('works on a template written on one line, and on one without head tags of its own', () => {
    for (const indexHtml of [
      '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body></body></html>',
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8">\n  </head>\n  <body></body>\n</html>\n',
    ]) {
      const page = readHead(renderHead(createPageTemplate(indexHtml), head));
      expect(page.titles, indexHtml).toEqual([head.title]);
      expect(page.descriptions, indexHtml).toEqual([head.description]);
      expect(page.tags[0], indexHtml).toBe('meta charset=utf-8');
    }
  });

  it('escapes text so no title can open or close a tag', () => {
    const html = renderHead(createPageTemplate('<html><head></head><body></body></html>'), head);
    expect(html).toContain('<title>Solstice &quot;Dance&quot; &lt;at&gt; dawn · Kindred</title>');
    expect(html).toContain('href="https://kindred.example/events/solstice?id=1&amp;x=2"');
  });

  it('describes a preview picture fully, for every network to lay it out before fetching it', () => {
    const template = createPageTemplate('<html><head></head><body></body></html>');
    const image = {
      url: 'https://kindred.example/og/events/1.png?v=a&b',
      width: 1200,
      height: 630,
      type: 'image/png' as const,
      alt: 'Solstice "Dance", Sat 20 Jun 2099 · 19:00',
    };
    const page = readHead(renderHead(template, { ...head, image, imageUrl: '/ignored.svg' }));
    expect(page.property('og:image')).toEqual([image.url]);
    expect(page.property('og:image:type')).toEqual(['image/png']);
    expect(page.property('og:image:width')).toEqual(['1200']);
    expect(page.property('og:image:height')).toEqual(['630']);
    expect(page.property('og:image:alt')).toEqual([image.alt]);
    expect(page.named('twitter:card')).toEqual(['summary_large_image']);
    expect(page.named('twitter:image')).toEqual([image.url]);
    expect(page.named('twitter:image:alt')).toEqual([image.alt]);
    // Without a picture, a small card and no picture tags.
    const bare = readHead(renderHead(template, head));
    expect(bare.named('twitter:card')).toEqual(['summary']);
    expect(bare.property('og:image:width')).toEqual([]);
  });

  it('refuses a template whose <head> is not written out', () => {
    expect(() => createPageTemplate('<title>x</title><div id="root"></div>')).toThrow(/<head>/);
  });
});

describe('the app’s code on a page drawn on the server', () => {
  const built = `<!doctype html>
<html>
  <head>
    <title>Kindred</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
  const template = createPageTemplate(built, {
    home: ['/assets/home-4.js'],
    event: [],
    space: [],
  });
  const drawn = { html: '<main><h1>Sunrise</h1></main>', stateScript: '' };

  it('is fetched after the first paint: one script names the entry and every chunk', () => {
    const page = renderHead(template, { ...head, landingPage: 'home' }, drawn);
    expect(page).toContain(
      '<script type="module" src="/start-after-paint.js" data-app-entry="/assets/index-1.js" data-app-preload="/assets/react-2.js /assets/home-4.js"></script>',
    );
    expect(page).not.toContain('src="/assets/index-1.js"');
    expect(page).not.toContain('rel="modulepreload"');
    // The styles are still there, still blocking the first paint as they must.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(page).toContain('<div id="root"><main><h1>Sunrise</h1></main></div>');
  });

  it('starts at once on a page the browser draws, with the route’s chunks preloaded', () => {
    const page = renderHead(template, { ...head, landingPage: 'home' });
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-4.js" />',
    );
    expect(page).not.toContain('start-after-paint');
  });
});
