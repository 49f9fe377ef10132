import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectAccessible, logInThroughForm } from './support';

const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

/** The wide table's row whose address is exactly `pattern`. */
const rowOf = (page: Page, pattern: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pattern, exact: true }) });

test('a super admin reads every route and who may see it, and filters them by keyboard', async ({
  page,
}) => {
  await page.goto('/auth?returnTo=%2Fsuper-admin');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/super-admin');
  // From the admin page to the site map by keyboard.
  const link = page.getByRole('link', { name: 'Site map: every route and who may see it' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/super-admin/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Site map' })).toBeVisible();
  await expect(page).toHaveTitle('Site map · Kindred');
  await expectAccessible(page);

  const status = page.getByRole('status');
  const total = Number((await status.textContent())!.match(/of (\d+) routes/)![1]);
  expect(total).toBeGreaterThan(30);
  await expect(rowOf(page, '/host-dashboard/:tab?')).toContainText('Host dashboard');
  await expect(rowOf(page, '/host-dashboard/:tab?')).toContainText('Host');
  await expect(rowOf(page, '/host-dashboard/:tab?')).toContainText('owes onboarding may visit');
  await expect(rowOf(page, '/super-admin')).toContainText('Super admin');
  await expect(rowOf(page, '/notifications')).toContainText('Signed-in');
  await expect(rowOf(page, '/notifications')).not.toContainText('owes onboarding');
  await expect(rowOf(page, '/terms')).toContainText('Everyone');
  // A pattern with a parameter is not a link; one without is.
  await expect(rowOf(page, '/events/:eventSlug').getByRole('link')).toHaveCount(0);
  await expect(rowOf(page, '/terms').getByRole('link', { name: '/terms' })).toBeVisible();

  // Typing filters the list.
  const search = page.getByRole('searchbox', { name: 'Search routes' });
  await search.focus();
  await page.keyboard.type('dashboard');
  await expect(status).toHaveText(`Showing 4 of ${total} routes`);
  await expect(rowOf(page, '/host-dashboard/:tab?')).toBeVisible();
  await expect(rowOf(page, '/host/dashboard')).toBeVisible();
  await expect(rowOf(page, '/host-dashboard/events/:id/attendees')).toContainText('Host');
  await expect(rowOf(page, '/host-dashboard/events/:id/check-in')).toContainText('Host');
  await expect(rowOf(page, '/super-admin')).toHaveCount(0);

  // Then by who may see it, from the keyboard: Tab to the select and choose.
  await search.fill('');
  await page.keyboard.press('Tab');
  const access = page.getByRole('combobox', { name: 'Who may see it' });
  await expect(access).toBeFocused();
  await access.selectOption({ label: 'Super admin (2)' });
  await expect(status).toHaveText(`Showing 2 of ${total} routes`);
  await expect(rowOf(page, '/super-admin')).toBeVisible();
  await expect(rowOf(page, '/super-admin/sitemap')).toBeVisible();
  await expectAccessible(page);

  await search.fill('no such page anywhere');
  await expect(status).toHaveText(`Showing 0 of ${total} routes`);
  await expect(page.getByText('No route matches these filters.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/admin-sitemap-empty.png', fullPage: true });

  await page.getByRole('button', { name: 'Show every route' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Showing ${total} of ${total} routes`);
  await expect(access).toHaveValue('all');
  await expect(search).toBeFocused();

  // A route's link opens it.
  await search.fill('terms');
  await rowOf(page, '/terms').getByRole('link', { name: '/terms' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/terms');
  await page.goBack();
  await search.fill('');
  await expect(status).toHaveText(`Showing ${total} of ${total} routes`);
  await page.screenshot({ path: 'test-results/admin-sitemap-desktop.png', fullPage: true });
});

test('on a phone the site map is a list of cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth?returnTo=%2Fsuper-admin%2Fsitemap');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/super-admin/sitemap');
  const cards = page.getByRole('list', { name: 'Routes of the app' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const card = cards.getByRole('listitem').filter({ hasText: '/host-dashboard/:tab?' });
  await expect(card).toContainText('Host');
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('super');
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('');
  await page.screenshot({ path: 'test-results/admin-sitemap-phone.png', fullPage: true });
});

test('someone who is not a super admin is refused the site map', async ({ page, request }) => {
  const { email } = await createAccount(request, 'Mo Member');
  await page.goto('/auth?returnTo=%2Fsuper-admin%2Fsitemap');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/super-admin/sitemap');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
});

test('search engines get a well-formed sitemap and a robots.txt that names it', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`\nSitemap: ${baseURL}/sitemap.xml\n`);

  await page.goto('/about');
  // The browser's own XML parser is strict: any unescaped character would be an error.
  const sitemap = await page.evaluate(async () => {
    const text = await (await fetch('/sitemap.xml')).text();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: xml.getElementsByTagName('parsererror').length,
      root: xml.documentElement.localName,
      locs: [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  });
  expect(sitemap.errors).toBe(0);
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.locs).toContain(`${baseURL}/about`);
  expect(sitemap.locs.some((loc) => loc.startsWith(`${baseURL}/events/`))).toBe(true);
  expect(sitemap.locs.some((loc) => loc.startsWith(`${baseURL}/@`))).toBe(true);
  // An event listed there opens as its page.
  const event = sitemap.locs.find((loc) => loc.startsWith(`${baseURL}/events/`))!;
  await page.goto(event);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
