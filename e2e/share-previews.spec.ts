import { writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { publishHostedEvent, signUpWithSpace, visit } from './support';

/**
 * A link shared in a chat or on social media: the network fetches the page's HTML without
 * running JavaScript, reads its OpenGraph tags and downloads og:image, which must be a PNG or
 * JPEG (none of Facebook, X, LinkedIn, Slack or WhatsApp shows SVG) of 1200×630.
 */
async function sharedPreview(request: APIRequestContext, path: string) {
  const page = await request.get(path, { headers: { accept: 'text/html' } });
  expect(page.status(), path).toBe(200);
  const html = await page.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const imageUrl = meta('og:image');
  expect(imageUrl, `og:image of ${path}`).toBeTruthy();
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('twitter:image')).toBe(imageUrl);
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('og:image:alt')).toBeTruthy();

  // As a crawler would: the absolute address as written, fetched afresh.
  const image = await request.get(imageUrl!.replace(/&amp;/g, '&'));
  expect(image.status(), imageUrl).toBe(200);
  const contentType = image.headers()['content-type'];
  expect(contentType).toMatch(/^image\/(png|jpeg)$/);
  expect(meta('og:image:type')).toBe(contentType);
  const body = await image.body();
  const { format, width, height } = await sharp(body).metadata();
  expect(format).toBe(contentType === 'image/png' ? 'png' : 'jpeg');
  expect({ width, height }).toEqual({ width: 1200, height: 630 });
  return { body, contentType, title: meta('og:title') };
}

test('an event page and a space page preview as 1200×630 raster pictures when shared', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const host = await signUpWithSpace(request, 'Wren Hollow', `wren-${stamp}`);
  const event = await publishHostedEvent(request, `Sound Bath by Candlelight ${stamp}`);

  // Fetched without the host's session, as any visitor's link preview is.
  const eventPreview = await sharedPreview(page.request, event.path);
  expect(eventPreview.title).toBe(`${event.title} · Kindred`);
  const spacePreview = await sharedPreview(page.request, `/@${host.handle}`);
  const homePreview = await sharedPreview(page.request, '/');
  await writeFile(testInfo.outputPath('event-preview.png'), eventPreview.body);
  await writeFile(testInfo.outputPath('space-preview.png'), spacePreview.body);
  await writeFile(testInfo.outputPath('site-preview.png'), homePreview.body);

  // The pages themselves, as the person who follows the link sees them.
  await visit(page, event.path);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await visit(page, `/@${host.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wren Hollow' })).toBeVisible();
});
