import { expect, test } from '@playwright/test';
import { createAccount, expectAccessible, logInThroughForm, visit } from './support';

test('unknown pages show the 404 page with its way home', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page answers 200 with its own title, and the app keeps it', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<title>Kindred — connecting hearts and healing communities</title>');
  expect(html).not.toContain('noindex');
  await expect(page).toHaveTitle('Kindred — connecting hearts and healing communities');
  await expectAccessible(page);
  // An information page gets its own title from the server, and the same from the app.
  const terms = await page.goto('/terms');
  expect(terms?.status()).toBe(200);
  expect(await terms!.text()).toContain('<title>Terms of Service · Kindred</title>');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · Kindred');
  // Only a real not-found is a 404, and the app shows its 404 page.
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Kindred');
});

test('the footer links to the information pages, and each is a real page', async ({ page }) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('connecting hearts and healing communities')).toBeVisible();
  await expect(
    footer.getByText(`© 2025–${new Date().getFullYear()} Kindred. All rights reserved.`),
  ).toBeVisible();
  for (const [link, heading] of [
    ['Terms', 'Terms of Service'],
    ['Privacy', 'Privacy Policy'],
    ['Contact', 'Contact us'],
    ['Site Map', 'Site map'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
  for (const path of ['/about', '/branding', '/updates']) await visit(page, path);
});

test('the contact form checks its fields and sends a message', async ({ page }) => {
  await visit(page, '/contact');
  await page.getByLabel('Your name').fill('Rowan');
  await page.getByLabel('Your e-mail').fill('rowan@example.com');
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Message').fill('How do I list a weekly sound bath?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has reached us.')).toBeVisible();
});

test('a member is kept out of the host dashboard and the super admin area', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Mo Member');
  await page.goto('/auth?returnTo=%2Fhost-dashboard');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/become-facilitator');
  await expect(page.getByRole('heading', { name: 'Set Up Your Personal Space' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/super-admin');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expectAccessible(page);
});

test('the whole login flow works with the keyboard alone', async ({ page, request }) => {
  const { email } = await createAccount(request, 'Kay Board');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a calm river at dawn');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  // Open the profile menu and reach Profile with the keyboard.
  const trigger = page.getByRole('button', { name: 'Open profile menu' });
  await trigger.focus();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The first item takes focus; the arrow keys move between items.
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  // A member has no bell: their notifications are the next item (issue 23).
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the bottom bar, and the profile drawer for a signed-in user', async ({
    page,
    request,
  }) => {
    await visit(page, '/');
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Spec 01 §2: the header's Events and Create buttons are hidden on very small screens.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeHidden();

    const { email } = await createAccount(request, 'Pip Phone');
    await bar.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/auth');
    await logInThroughForm(page, email);
    await expect(page).toHaveURL('/');
    await bar.getByRole('button', { name: 'Profile' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(email)).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
  });
});
