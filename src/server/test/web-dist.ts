import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { projectRoot, webDistDir } from '../paths';

type Element = DefaultTreeAdapterTypes.Element;

/** The index.html files the app may be served with: the source one, and the built one if built. */
export function indexHtmlFiles(): Array<{ name: string; file: string }> {
  const built = path.join(webDistDir, 'index.html');
  return [
    { name: 'source index.html', file: path.join(projectRoot, 'index.html') },
    ...(existsSync(built) ? [{ name: 'built dist/web/index.html', file: built }] : []),
  ];
}

/**
 * A web app folder for API tests: the real index.html as the build writes it (the built one when
 * there is one, else the source, which the build only adds script and style tags to) beside the
 * app's public files, such as favicon.svg (robots.txt is answered by the server).
 */
export async function createWebDist(): Promise<{ dir: string; indexHtml: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-dist-'));
  const indexHtml = await readFile(indexHtmlFiles().at(-1)!.file, 'utf8');
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await copyFile(path.join(projectRoot, 'public', 'favicon.svg'), path.join(dir, 'favicon.svg'));
  return { dir, indexHtml };
}

/** What a browser or crawler reads from a page's <head>, read by an HTML parser. */
export function readHead(html: string) {
  const document = parse(html);
  const htmlElement = document.childNodes.find((n): n is Element => n.nodeName === 'html')!;
  const head = htmlElement.childNodes.find((n): n is Element => n.nodeName === 'head')!;
  const elements = head.childNodes.filter((n): n is Element => 'tagName' in n);
  const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
  const text = (e: Element) =>
    e.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');
  const meta = (key: 'name' | 'property', value: string) =>
    elements
      .filter((e) => e.tagName === 'meta' && attr(e, key) === value)
      .map((e) => attr(e, 'content'));
  return {
    /** Each element of the head as `tag name=value …`, in order. */
    tags: elements.map((e) => [e.tagName, ...e.attrs.map((a) => `${a.name}=${a.value}`)].join(' ')),
    titles: elements.filter((e) => e.tagName === 'title').map(text),
    descriptions: meta('name', 'description'),
    robots: meta('name', 'robots'),
    ogTitles: meta('property', 'og:title'),
    ogDescriptions: meta('property', 'og:description'),
    /** The contents of every `<meta property=…>` of this property (og:image, og:image:width…). */
    property: (name: string) => meta('property', name),
    /** The contents of every `<meta name=…>` of this name (twitter:card…). */
    named: (name: string) => meta('name', name),
    canonicals: elements
      .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical')
      .map((e) => attr(e, 'href')),
    jsonLd: elements
      .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
      .map((e) => JSON.parse(text(e)) as unknown),
    bodyHasRoot: html.includes('<div id="root"></div>'),
  };
}

/** The least index.html the server can write a page's head into: one description, one title. */
const BARE_INDEX_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />
<meta name="description" content="Kindred default" /><title>Kindred</title></head><body><div id="root"></div></body></html>`;

/** A web app folder holding only the bare index.html above; answers the folder. */
export async function createBareWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-dist-'));
  await writeFile(path.join(dir, 'index.html'), BARE_INDEX_HTML);
  return dir;
}
