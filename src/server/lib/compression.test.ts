import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventAs, signUpHost } from '../test/event-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { PLACEHOLDER_EVENT_IMAGE } from '../../shared/events/display-event';

const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />
<meta name="description" content="Kindred default" /><title>Kindred</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('connecting hearts and healing communities '.repeat(100))});`;

// Issue 14: nothing was compressed. Answers made per request are compressed as the client
// allows; the built app's files are sent from the copies the build compressed.
describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'kindred-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
    // As scripts/precompress.mjs leaves it: a brotli copy beside the file.
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(dist, PLACEHOLDER_EVENT_IMAGE), '<svg/>');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp('pglite', { webDistDir: dist });
    const host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    for (let i = 0; i < 3; i++) await createEventAs(t.app, host.cookie, { title: `Circle ${i}` });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('sends JSON as brotli or gzip when the client takes it, and the same JSON either way', async () => {
    const plain = await get('/api/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/events', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await get('/api/events', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('still answers 304 to a client whose copy is current', async () => {
    const first = await get('/api/events', { 'accept-encoding': 'br' });
    const again = await get('/api/events', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses pages too, and leaves small answers as they are', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's brotli copy of an asset, and the file itself to a client without brotli", async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep a file named by its hash for a year, and others for an hour', async () => {
    const placeholder = await get(PLACEHOLDER_EVENT_IMAGE);
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the placeholder's old address on to its hashed one", async () => {
    const old = await get('/event-placeholder.svg');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(PLACEHOLDER_EVENT_IMAGE);
  });
});
