import { expect, test } from '@playwright/test';
import {
  appStarted,
  createAccount,
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  signUpWithSpace,
  solidImage,
  visit,
} from './support';

test('a personal space opens by /@handle, and a signed-in visitor follows it', async ({
  page,
  request,
}) => {
  await visit(page, '/@isla-sound');
  await expect(page.getByRole('heading', { level: 1, name: 'Isla Sound' })).toBeVisible();
  await expect(page.getByRole('link', { name: '@isla-sound' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  // A visitor's Follow asks them to log in first, and brings them back (issue 14).
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Follow', exact: true })).toHaveAttribute(
    'href',
    '/auth?returnTo=%2F%40isla-sound',
  );
  const followers = page.getByRole('definition').filter({ hasText: /^\d+$/ }).first();
  const before = Number(await followers.textContent());

  const { email } = await createAccount(request, 'Fern Follower');
  await page.goto('/auth?returnTo=%2F%40isla-sound');
  await logInThroughForm(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Isla Sound' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('Following successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(followers).toHaveText(String(before + 1));
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByText('Unfollowed successfully')).toBeVisible();
  await expect(followers).toHaveText(String(before));
});

test('a host with no space yet shows "No Facilitator Profile"; an unknown handle "Facilitator Not Found"', async ({
  page,
}) => {
  await visit(page, '/@priya-shah-nobody');
  await expect(page.getByRole('heading', { name: 'Facilitator Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL('/');
  // Priya hosts events but has no personal space in the demo data.
  await page.getByRole('link', { name: 'Yin Yoga and Tea' }).click();
  await page.getByRole('link', { name: 'Priya Shah' }).click();
  await expect(page.getByRole('heading', { name: 'No Facilitator Profile' })).toBeVisible();
  await expect(page.getByText("This facilitator hasn't set up their profile yet.")).toBeVisible();
  await expectAccessible(page);
});

test('the space page works on a phone, with a compact event list', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await visit(page, '/@maya-rivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
  await page.getByRole('button', { name: '1 more roles' }).click();
  await expect(page.getByRole('dialog', { name: 'Additional Information' })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('a plain account becomes a facilitator through onboarding', async ({ page, request }) => {
  const { email } = await createAccount(request, 'Wren Newhost');
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await page.getByRole('link', { name: 'Host Events' }).click();
  await expect(page.getByRole('heading', { name: 'Set Up Your Personal Space' })).toBeVisible();
  await expect(page.getByText('£1')).toBeVisible();
  // The handle is generated from the name.
  await expect(page.getByLabel('Handle')).toHaveValue('wren-newhost');
  await expect(page.getByText('✓ Available')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Facilitator', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Breathwork Facilitator' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(
    page.getByText("You're now a facilitator! You can start hosting your first event."),
  ).toBeVisible();
  await expect(page).toHaveURL('/host-dashboard/events');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create Event' })).toBeVisible();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Personal Space' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wren Newhost' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Facilitator$/ })).toBeVisible();
});

test('the space form checks handles as you type and uploads an image', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Hal Handles');
  await page.goto('/auth?returnTo=%2Ffacilitator-space');
  await logInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Your personal space' })).toBeVisible();
  const handle = page.getByLabel('Handle');
  await handle.fill('Maya Rivers!');
  await expect(handle).toHaveValue('mayarivers');
  await handle.fill('maya-rivers');
  await expect(page.getByText('✗ Already taken')).toBeVisible();
  await handle.fill('hal-handles');
  await expect(page.getByText('✓ Available')).toBeVisible();
  await page.getByLabel('Bio').fill('Drums and breath.');
  await expect(page.getByText('17 / 300')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create My Space' }).click();
  await expect(page.getByText('Personal Space created successfully!')).toBeVisible();
  await expect(page).toHaveURL('/@hal-handles');

  await page.goto('/facilitator-space');
  await expect(page.getByText('Handle already set (permanent)')).toBeVisible();
  const png = await solidImage(300, 300, '#4B3F8F');
  await page
    .getByLabel('Choose a personal space image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Personal space image uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: "Hal Handles's photo" }).first()).toHaveAttribute(
    'src',
    /\/uploads\/spaces\/.+\.webp$/,
  );
});

test('signing up with a space lands on the second welcome screen once confirmed; another member follows the new page', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Juniper Vale');
  await page.getByLabel('Email').fill(`juniper-${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a calm river at dawn');
  await page.getByRole('switch', { name: /I want to create my space/ }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('Juniper Vale');
  await page.getByLabel('Handle').fill(`juniper-${stamp}`);
  await expect(page.getByText('✓ Available')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account & space' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // ADR 18: the space is made when the address is confirmed.
  await page.goto(await linkFromOutbox(`juniper-${stamp}@example.com`, /verify-email/));
  await expect(
    page.getByRole('heading', { name: "You're in! What would you like to do next?" }),
  ).toBeVisible();

  await visit(page, `/@juniper-${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Vale' })).toBeVisible();

  const { email } = await createAccount(request, 'Moss Member');
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/auth?returnTo=${encodeURIComponent(`/@juniper-${stamp}`)}`);
  await logInThroughForm(second, email);
  await second.getByRole('button', { name: 'Follow' }).click();
  await expect(second.getByText('Following successfully')).toBeVisible();
  await expect(second.getByRole('definition').first()).toHaveText('1');
  await other.close();
});

test('the first welcome screen offers "Become a Host", which creates a space', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Rook Ash');
  await page.getByLabel('Email').fill(`rook-${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a calm river at dawn');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await linkFromOutbox(`rook-${stamp}@example.com`, /verify-email/));
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred, Rook!' })).toBeVisible();
  await page.getByRole('button', { name: 'Become a Host' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Your Space' });
  await dialog.getByLabel('Display name').fill('');
  await dialog.getByRole('button', { name: 'Create My Space' }).click();
  await expect(dialog.getByText('Please fill in your display name')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Display name').fill(`Rook Ash ${stamp}`);
  await dialog.getByRole('button', { name: 'Create My Space' }).click();
  await expect(page).toHaveURL('/facilitator-space');
  await expect(page.getByText('Handle already set (permanent)')).toBeVisible();
});

test('a long About is cut at 250 characters on a phone and 180 on a tablet, until "...read all"', async ({
  request,
  browser,
  baseURL,
}) => {
  const space = await signUpWithSpace(request, 'Ilse Longwood');
  const sentence = 'I hold slow, candle-lit circles for grief, rest and remembering. ';
  const description = sentence.repeat(4).trim(); // 259 characters (the most is 300)
  const saved = await request.put('/api/facilitator-space', {
    data: { displayName: space.name, handle: space.handle, description },
    headers: { origin: baseURL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  for (const screen of [
    { width: 390, height: 844, shown: 250 },
    { width: 800, height: 1000, shown: 180 },
    { width: 1280, height: 800, shown: description.length },
  ]) {
    const context = await browser.newContext({ viewport: screen });
    const page = await context.newPage();
    await page.goto(`/@${space.handle}`);
    await appStarted(page);
    const about = page.getByRole('region', { name: 'About' });
    const paragraph = about.locator('p');
    // What the screen shows, as a person reads it (hidden parts are not in innerText).
    const shown = async () => (await paragraph.innerText()).replace(/\s+/g, ' ').trim();
    expect(await shown(), `${screen.width} px`).toBe(
      description.slice(0, screen.shown).replace(/\s+/g, ' ').trim(),
    );
    const readAll = about.getByRole('button', { name: '...read all' });
    if (screen.shown === description.length) {
      await expect(readAll).toBeHidden();
    } else {
      await readAll.click();
      await expect(about.getByRole('button', { name: 'View Less' })).toBeFocused();
      expect(await shown()).toBe(description.replace(/\s+/g, ' '));
      await expectAccessible(page);
    }
    await context.close();
  }
});
