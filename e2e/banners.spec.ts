import { expect, test, type Browser, type Page } from '@playwright/test';
import { appStarted, expectAccessible, logInThroughForm } from './support';

// The demo super admin of the seed (src/server/cli/seed-data.ts).
const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

// The banners live on shared pages (/ and /about) of the one e2e server: one test at a time.
test.describe.configure({ mode: 'serial' });

async function logInAsAdmin(page: Page) {
  await page.goto('/auth');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
}

/** A page of a visitor with a browser session of their own, at `url` once its banner is read. */
async function visitorAt(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visitAndWaitForBanner(page, url);
  return { page, close: () => context.close() };
}

/**
 * Goes to `url` and waits until the page knows its banner: a server-drawn page (/) arrives with
 * it in the HTML; any other page asks for it and gets the answer.
 */
async function visitAndWaitForBanner(page: Page, url: string, reload = false) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/banners/current'));
  answered.catch(() => {}); // never asked for on a server-drawn page
  const response = await (reload ? page.reload() : page.goto(url));
  const serverDrawn = (await response!.text()).includes('id="kindred-server-state"');
  // Either way, the app has started: a server-drawn banner's Dismiss works only after that.
  if (!serverDrawn) await answered;
  await appStarted(page);
}

const announcement = (page: Page) =>
  page.getByRole('region', { name: 'Announcement', exact: true });

async function deleteEveryBanner(page: Page) {
  const list = await page.request.get('/api/admin/banners');
  const origin = new URL(page.url()).origin;
  for (const banner of (await list.json()).banners as Array<{ id: string }>)
    await page.request.delete(`/api/admin/banners/${banner.id}`, { headers: { origin } });
}

test('a super admin writes a banner for home by keyboard; visitors see it under the header on / only, can dismiss it for the session, and deactivating hides it', async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page);
  // A retry starts from no banners, as the first try did.
  await deleteEveryBanner(page);
  await page.goto('/super-admin');
  const section = page.getByRole('region', { name: 'Announcement banners' });
  await expect(section.getByText('No banners yet')).toBeVisible();
  await expectAccessible(page);

  // Open the form and write the message with the keyboard only.
  await section.getByRole('button', { name: 'New banner' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New banner' });
  await expect(form.getByRole('heading', { name: 'New banner' })).toBeFocused();
  const editor = form.getByRole('textbox', { name: 'Message' });
  await editor.focus();
  // The toolbar is the one Tab stop before the text: Bold is its first button.
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Summer gathering');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' on 21 June. Read more');
  for (let i = 0; i < 'Read more'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+K');
  const address = form.getByLabel('Link address');
  await expect(address).toBeFocused();
  await page.keyboard.type('example.com/summer');
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();

  // Home only, in blue: Space ticks a box, arrows move along the colours.
  await form.getByRole('checkbox', { name: 'Home' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('radio', { name: 'Green', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Blue' })).toBeChecked();

  // The preview is the banner as it will look.
  const preview = form.getByRole('figure', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('Summer gathering');
  await expect(preview.getByRole('link', { name: 'Read more' })).toHaveAttribute(
    'href',
    'https://example.com/summer',
  );
  await expectAccessible(page);
  // The sticky header and bar would cover part of a full-page picture: let them scroll away.
  const unstuck = 'header, nav { position: static !important; }';
  await form.screenshot({ path: 'test-results/banners-admin-form.png', style: unstuck });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: 'test-results/banners-admin-form-phone.png', style: unstuck });
  await page.setViewportSize({ width: 1280, height: 720 });

  await form.getByRole('button', { name: 'Create banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Banner created')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: 'Summer gathering on 21 June' });
  await expect(item.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(item.getByText('Showing on')).toBeVisible();
  await expect(section.getByRole('button', { name: 'New banner' })).toBeFocused();
  await expectAccessible(page);
  await section.screenshot({ path: 'test-results/banners-admin-list.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: 'test-results/banners-admin-list-phone.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A visitor sees it on /, under the header and above the page, the link leaving safely.
  const visitor = await visitorAt(browser, '/');
  const banner = announcement(visitor.page);
  await expect(banner.locator('strong')).toHaveText('Summer gathering');
  const link = banner.getByRole('link', { name: 'Read more' });
  await expect(link).toHaveAttribute('href', 'https://example.com/summer');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const headerBox = await visitor.page.locator('header').first().boundingBox();
  const bannerBox = await banner.boundingBox();
  const mainBox = await visitor.page.locator('main').boundingBox();
  expect(bannerBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
  expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(mainBox!.y + 1);
  await expectAccessible(visitor.page);
  await visitor.page.screenshot({ path: 'test-results/banners-home-desktop.png' });
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(visitor.page);
  await visitor.page.screenshot({ path: 'test-results/banners-home-phone.png' });

  // Not on /about: the banner is for home only.
  await visitAndWaitForBanner(visitor.page, '/about');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(announcement(visitor.page)).toHaveCount(0);
  await expectAccessible(visitor.page);

  // Dismissed, it stays hidden through a reload of the same session…
  await visitAndWaitForBanner(visitor.page, '/');
  await announcement(visitor.page).getByRole('button', { name: 'Dismiss announcement' }).focus();
  await visitor.page.keyboard.press('Enter');
  await expect(announcement(visitor.page)).toHaveCount(0);
  await visitAndWaitForBanner(visitor.page, '/', true);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(announcement(visitor.page)).toHaveCount(0);
  await expectAccessible(visitor.page);
  await visitor.close();
  // …but a new session shows it again.
  const another = await visitorAt(browser, '/');
  await expect(announcement(another.page)).toBeVisible();
  await another.close();

  // Edited: the form opens with the message as it was; a new colour is saved.
  await item.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  const editForm = page.getByRole('form', { name: 'Edit banner' });
  await expect(editForm.getByRole('textbox', { name: 'Message' })).toHaveText(
    'Summer gathering on 21 June. Read more',
  );
  await editForm.getByRole('radio', { name: 'Blue' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(editForm.getByRole('radio', { name: 'Yellow' })).toBeChecked();
  await editForm.getByRole('button', { name: 'Save banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Banner saved')).toBeVisible();
  await expect(editForm).toHaveCount(0);
  const edited = await visitorAt(browser, '/');
  await expect(announcement(edited.page)).toHaveCSS('background-color', 'rgb(254, 246, 216)');
  await edited.close();

  // Deactivated, nobody sees it.
  const toggle = item.getByRole('switch', { name: 'Active' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Banner deactivated')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
  const later = await visitorAt(browser, '/');
  await expect(later.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(announcement(later.page)).toHaveCount(0);
  await expectAccessible(later.page);
  await later.close();

  // Deleted behind a confirmation.
  await item.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this banner?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete banner' }).click();
  await expect(page.getByText('Banner deleted')).toBeVisible();
  await expect(section.getByText('No banners yet')).toBeVisible();
});

test('a banner with a script shows its text and runs nothing', async ({ page, browser }) => {
  await logInAsAdmin(page);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/admin/banners', {
    headers: { origin },
    data: {
      messageHtml:
        '<p>Hello <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">' +
        '<a href="javascript:window.__pwned = 3">friends</a></p>',
      pages: ['about'],
    },
  });
  expect(created.status()).toBe(201);
  try {
    const visitor = await visitorAt(browser, '/about');
    const dialogs: string[] = [];
    visitor.page.on('dialog', (d) => void dialogs.push(d.message()));
    const banner = announcement(visitor.page);
    await expect(banner).toHaveText('Hello friends');
    await expect(banner.locator('script, img, [onerror]')).toHaveCount(0);
    await banner.getByText('friends').click();
    expect(await visitor.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    expect(dialogs).toEqual([]);
    await expectAccessible(visitor.page);
    await visitor.close();
  } finally {
    await deleteEveryBanner(page);
  }
});

test('a banner that cannot be loaded says so in two toasts and shows nothing', async ({ page }) => {
  await page.route('**/api/banners/current**', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong.' } }),
  );
  // /about asks for its banner from the browser (/ arrives with it drawn on the server).
  await page.goto('/about');
  await expect(page.getByText('Failed to load page announcements')).toBeVisible();
  await expect(page.getByText('Something went wrong with loading announcements')).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);
  await expectAccessible(page);
});
