import { expect, test } from '@playwright/test';
import {
  appStarted,
  createAccount,
  expectAccessible,
  logInThroughForm,
  uniqueEmail,
} from './support';

// Issue 21, item 23: a client navigation to the signed-in home asked for the events list twice,
// so a slow list took twice as long. One request, whatever route loaders and the list's own
// query do.
test('a signed-in person who goes back home from their profile asks for the events list once', async ({
  page,
}) => {
  const email = uniqueEmail('home-nav');
  await createAccount(page.request, 'Nora Navigate', email);
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events' && !url.searchParams.has('cursor')) lists.push(url.search);
  });
  // Slow, as the list was when this was found: a second request would show as a second wait.
  await page.route('**/api/events?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Kindred, home' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
  expect(lists).toEqual(['?date=all']);
  await expectAccessible(page);
});
