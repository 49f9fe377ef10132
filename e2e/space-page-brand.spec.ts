import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { brandPalette, contrastRatio } from '../src/shared/spaces/colours';
import {
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  PASSWORD,
  solidImage,
  uniqueEmail,
  visit,
} from './support';

/** #1F4E6B as the browser reports it: rgb(31, 78, 107). */
function rgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
const colourOf = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color);
const backgroundOf = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Signs up with a space (through the API), confirms the address (which makes the space and
 * signs this request context in), and gives the space a photo in its primary colour.
 */
async function spaceWithPhoto(
  request: APIRequestContext,
  name: string,
  space: { handle: string; darkColor: string; lightColor: string } & Record<string, unknown>,
) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const signUp = await request.post('/api/account/sign-up', {
    data: { name, email, password: PASSWORD, space: { displayName: name, ...space } },
  });
  expect(signUp.status()).toBe(200);
  const confirmed = await request.get(await linkFromOutbox(email, /verify-email/));
  expect(confirmed.ok()).toBe(true);
  const photo = await solidImage(400, 400, space.darkColor);
  const upload = await request.post('/api/facilitator-space/avatar', {
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBe(200);
}

// Kindred's own forest green, which a branded page must not fall back to.
const KINDRED_FOREST_900 = 'rgb(31, 53, 24)';
const KINDRED_FOREST_800 = 'rgb(45, 74, 34)';

test('a space page wears its brand from top to bottom, and shows a venue in words', async ({
  page,
  request,
}) => {
  const handle = `tide-${Date.now().toString(36)}`;
  const dark = '#1F4E6B';
  await spaceWithPhoto(request, 'Tide Hall', {
    handle,
    roles: ['Venue', 'DJ'],
    services: { Venue: ['Indoor Event Space Rental'], DJ: ['Ecstatic Dance DJ'] },
    roleSpecificData: { Venue: { spaceType: 'indoor', capacity: '80' } },
    darkColor: dark,
    lightColor: '#EAF3F8',
  });

  await visit(page, `/@${handle}`);
  const palette = brandPalette(dark);
  // The brand's text shades read at 4.5:1 on white and on the page's cream.
  for (const surface of ['#FFFFFF', '#FBFAF6', palette['--color-sage-100']])
    expect(contrastRatio(palette['--color-forest-900'], surface)).toBeGreaterThanOrEqual(4.5);

  const upcoming = page.getByRole('heading', { name: 'Upcoming Events' });
  const additional = page.getByRole('heading', { name: 'Additional Information' });
  const activeTab = page.getByRole('tab', { name: 'Venue', selected: true });
  expect(await colourOf(upcoming)).toBe(rgb(palette['--color-forest-900']));
  expect(await colourOf(upcoming)).not.toBe(KINDRED_FOREST_900);
  expect(await colourOf(additional)).toBe(rgb(palette['--color-forest-900']));
  expect(await backgroundOf(activeTab)).toBe(rgb(palette['--color-forest-800']));
  expect(await backgroundOf(activeTab)).not.toBe(KINDRED_FOREST_800);
  expect(await colourOf(activeTab)).toBe('rgb(255, 255, 255)');

  // Spec 02 §3: the venue's space type in words, not as stored.
  const venue = page.getByRole('tabpanel', { name: 'Venue' });
  await expect(venue.getByText('Indoor', { exact: true })).toBeVisible();
  await expect(venue.getByText('indoor', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('branded-space.png'), fullPage: true });

  await page.getByRole('tab', { name: 'DJ' }).click();
  await expect(page.getByRole('tab', { name: 'DJ', selected: true })).toBeVisible();
  expect(await backgroundOf(page.getByRole('tab', { name: 'DJ' }))).toBe(
    rgb(palette['--color-forest-800']),
  );
  await expectAccessible(page);
});

test('an avatar that fails to load says so beneath the default placeholder', async ({
  page,
  request,
}) => {
  const handle = `wisp-${Date.now().toString(36)}`;
  await spaceWithPhoto(request, 'Wisp Vale', {
    handle,
    darkColor: '#7A2E4F',
    lightColor: '#FBEFF4',
  });

  await page.route('**/uploads/spaces/**', (route) => route.fulfill({ status: 404 }));
  await page.goto(`/@${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wisp Vale' })).toBeVisible();
  const failed = page.getByText('Image failed to load');
  await expect(failed).toBeVisible();
  // On screen for everyone, not a 1-pixel line for screen readers only.
  expect((await failed.boundingBox())!.width).toBeGreaterThan(60);
  // Spec 02 §2's order: the photo, the default placeholder, then the letter.
  await expect(page.getByTestId('avatar-placeholder')).toBeVisible();
  await expect(page.getByRole('img', { name: "Wisp Vale's photo" })).toHaveCount(0);
  await expectAccessible(page);
});

test('a venue adds its images in the space form, and its page shows them', async ({
  page,
  request,
}) => {
  const name = 'Harbour Hall';
  const email = uniqueEmail('harbour');
  const handle = `harbour-${Date.now().toString(36)}`;
  const signUp = await request.post('/api/account/sign-up', {
    data: {
      name,
      email,
      password: PASSWORD,
      space: { displayName: name, handle, roles: ['Venue'], services: {} },
    },
  });
  expect(signUp.status()).toBe(200);
  expect((await request.get(await linkFromOutbox(email, /verify-email/))).ok()).toBe(true);

  await page.goto('/auth?returnTo=%2Ffacilitator-space');
  await logInThroughForm(page, email);
  await expect(page.getByText('Handle already set (permanent)')).toBeVisible();
  const png = await solidImage(640, 480, '#7A5C3E');
  await page
    .getByLabel('Choose a venue image')
    .setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Venue image 1' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/@${handle}`);

  const venue = page.getByRole('tabpanel', { name: 'Venue' }).or(page.getByRole('main'));
  await expect(venue.getByRole('img', { name: `${name} venue, image 1` }).first()).toBeVisible();
  await expectAccessible(page);
});
