import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTheme } from '../../../shared/spaces/colours';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app';
import { createEventAs, eventInput, signUpHost, uploadEventCover } from '../../test/event-helpers';
import { createWebDist, readHead } from '../../test/web-dist';

const ORIGIN = 'http://localhost:3000';
const MAYA_COLOURS = { darkColor: '#7A2E4F', lightColor: '#FBEFF4' };

describe.each(databaseTargets)('pictures for shared links (%s)', (target) => {
  let t: TestApp;
  let dist: string;
  let maya: { cookie: string; userId: string };
  let spaceId: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** The page's preview picture as its head describes it. */
  const previewOf = async (url: string) => {
    const page = await get(url);
    expect(page.statusCode, url).toBe(200);
    const head = readHead(page.body);
    const [image] = head.property('og:image');
    expect(head.property('og:image'), url).toHaveLength(1);
    return {
      url: image!,
      path: image!.slice(ORIGIN.length),
      type: head.property('og:image:type')[0],
      width: head.property('og:image:width')[0],
      height: head.property('og:image:height')[0],
      alt: head.property('og:image:alt')[0],
      twitterCard: head.named('twitter:card')[0],
      twitterImage: head.named('twitter:image')[0],
      jsonLd: head.jsonLd[0] as Record<string, unknown>,
    };
  };
  /** Fetches a picture and reads what it really is. */
  const fetchPicture = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    return {
      contentType: response.headers['content-type'],
      cacheControl: response.headers['cache-control'],
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      bytes: response.rawPayload,
    };
  };
  const saveMayaSpace = (changes: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/facilitator-space',
      headers: { cookie: maya.cookie },
      payload: {
        displayName: 'Maya Rivers',
        handle: 'maya-rivers',
        description: 'Cacao ceremony facilitator in Bristol.',
        roles: ['Facilitator', 'DJ'],
        socialLinks: { instagram: '@mayariversmoves', email: 'hello@mayarivers.example' },
        ...MAYA_COLOURS,
        ...changes,
      },
    });

  beforeAll(async () => {
    dist = (await createWebDist()).dir;
    t = await createTestApp(target, { webDistDir: dist, publicCacheSeconds: 0 });
    maya = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    const saved = await saveMayaSpace();
    expect(saved.statusCode, saved.body).toBe(200);
    spaceId = saved.json().id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('draws an event without a cover as a 1200×630 PNG in its host’s colours', async () => {
    const event = await createEventAs(t.app, maya.cookie, { title: 'Full Moon Cacao' });
    const preview = await previewOf(event.path);
    expect(preview.url).toMatch(
      new RegExp(`^${ORIGIN}/og/events/${event.id}\\.png\\?v=[\\w-]{16}$`),
    );
    expect(preview).toMatchObject({
      type: 'image/png',
      width: '1200',
      height: '630',
      alt: 'Full Moon Cacao, Sat 20 Jun 2099 · 19:00, The Round House, Bristol',
      twitterCard: 'summary_large_image',
      twitterImage: preview.url,
    });
    const picture = await fetchPicture(preview.path);
    expect(picture).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
      format: 'png',
      width: 1200,
      height: 630,
    });
    // The band along the bottom is Maya's dark colour, as her space shows it.
    const { data } = await sharp(picture.bytes)
      .extract({ left: 1190, top: 620, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = `#${[...data].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    expect(pixel.toUpperCase()).toBe(
      brandTheme(MAYA_COLOURS.darkColor, MAYA_COLOURS.lightColor).accent,
    );
    // The page's JSON-LD shows the same raster picture, not the SVG placeholder.
    expect(preview.jsonLd.image).toEqual([preview.url]);
  });

  it('gives a changed event a new picture address, and the old one the current picture briefly', async () => {
    const event = await createEventAs(t.app, maya.cookie, { title: 'New Moon Circle' });
    const before = await previewOf(event.path);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: { cookie: maya.cookie },
      payload: { event: eventInput({ title: 'New Moon Circle & Kirtan' }), publish: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await previewOf(event.path);
    expect(after.url).not.toBe(before.url);
    expect(after.alt).toMatch(/^New Moon Circle & Kirtan, /);
    const current = await fetchPicture(after.path);
    expect(current.cacheControl).toBe('public, max-age=31536000, immutable');
    // A page cached before the change still gets a picture, the current one, kept for minutes.
    const old = await fetchPicture(before.path);
    expect(old.cacheControl).toBe('public, max-age=300');
    expect(old.bytes.equals(current.bytes)).toBe(true);
    // New colours in Maya's space are a new picture for her events too.
    expect((await saveMayaSpace({ darkColor: '#1F4E6B' })).statusCode).toBe(200);
    expect((await previewOf(event.path)).url).not.toBe(after.url);
    expect((await saveMayaSpace()).statusCode).toBe(200);
  });

  it('crops an uploaded cover (stored as WebP) to a 1200×630 JPEG', async () => {
    const cover = await uploadEventCover(t.app, maya.cookie, { width: 1600, height: 1200 });
    const event = await createEventAs(t.app, maya.cookie, { title: 'Covered', ...cover });
    const preview = await previewOf(event.path);
    expect(preview.url).toMatch(new RegExp(`^${ORIGIN}/og/events/${event.id}\\.jpg\\?v=`));
    expect(preview).toMatchObject({ type: 'image/jpeg', width: '1200', height: '630' });
    expect(await fetchPicture(preview.path)).toMatchObject({
      contentType: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(preview.jsonLd.image).toEqual([preview.url, `${ORIGIN}${cover.imageUrl}`]);
  });

  it('draws every space a 1200×630 PNG that changes with its name and colours', async () => {
    const preview = await previewOf('/@maya-rivers');
    expect(preview.url).toMatch(new RegExp(`^${ORIGIN}/og/spaces/${spaceId}\\.png\\?v=`));
    expect(preview).toMatchObject({
      type: 'image/png',
      width: '1200',
      height: '630',
      alt: 'Maya Rivers on Kindred: Facilitator, DJ',
      twitterCard: 'summary_large_image',
    });
    expect(await fetchPicture(preview.path)).toMatchObject({
      contentType: 'image/png',
      width: 1200,
      height: 630,
    });
    expect(preview.jsonLd).toMatchObject({
      '@type': 'Person',
      image: preview.url,
      sameAs: ['https://www.instagram.com/mayariversmoves'],
    });
    expect((await saveMayaSpace({ lightColor: '#FFFFFF' })).statusCode).toBe(200);
    expect((await previewOf('/@maya-rivers')).url).not.toBe(preview.url);
    expect((await saveMayaSpace()).statusCode).toBe(200);
  });

  it('gives home, the sign-in pages and the information pages Kindred’s own picture', async () => {
    const urls = new Set<string>();
    for (const page of ['/', '/login', '/signup', '/about', '/terms', '/privacy', '/contact']) {
      const preview = await previewOf(page);
      expect(preview, page).toMatchObject({
        type: 'image/png',
        width: '1200',
        height: '630',
        alt: 'Kindred: connecting hearts and healing communities',
        twitterCard: 'summary_large_image',
      });
      urls.add(preview.url);
    }
    expect([...urls]).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/og/site\\.png\\?v=`))]);
    expect(await fetchPicture([...urls][0]!.slice(ORIGIN.length))).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
      width: 1200,
      height: 630,
    });
  });

  it('shows nothing of drafts, suspended people or unknown ids', async () => {
    const draft = await createEventAs(t.app, maya.cookie, { title: 'Secret plans' }, false);
    for (const path of [`/og/events/${draft.id}.png`, `/og/events/${draft.id}.jpg`])
      expect((await get(path)).statusCode, path).toBe(404);
    // Its host sees the draft's page, without a picture that no one else could fetch.
    const draftHead = readHead((await get(draft.path, maya.cookie)).body);
    expect(draftHead.property('og:image')[0]).not.toContain('/og/events/');

    const published = await createEventAs(t.app, maya.cookie, { title: 'Hidden soon' });
    const eventPicture = (await previewOf(published.path)).path;
    const spacePicture = (await previewOf('/@maya-rivers')).path;
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, maya.userId));
    try {
      expect((await get(eventPicture)).statusCode).toBe(404);
      expect((await get(spacePicture)).statusCode).toBe(404);
    } finally {
      await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, maya.userId));
    }
    expect((await get(eventPicture)).statusCode).toBe(200);

    for (const path of [
      '/og/events/00000000-0000-4000-8000-000000000000.png',
      `/og/events/${published.id}.gif`,
      '/og/events/nothing.png',
      `/og/spaces/${spaceId}.jpg`,
      '/og/spaces/00000000-0000-4000-8000-000000000000.png',
      '/og/spaces/maya-rivers.png',
    ])
      expect((await get(path)).statusCode, path).toBe(404);
  });
});
