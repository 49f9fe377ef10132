import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectAccessible, logInThroughForm, londonIsoDay } from './support';

/** "Jun 21st", as the dashboard writes a London date. */
function monthDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  const suffix =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${month} ${d}${suffix}`;
}

type Host = { name: string; handle: string; eventTitle: string; eventId: string; day: string };

/**
 * A new host of our own (the demo hosts are shared with other specs that add events): an account,
 * a personal space, an event tomorrow and a draft. Signed in on `page`.
 */
async function newHost(page: Page, request: Parameters<typeof createAccount>[0]): Promise<Host> {
  const stamp = Date.now().toString(36);
  const name = 'Dara Lune';
  const { email } = await createAccount(request, name);
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/');
  const handle = `dara-${stamp}`;
  const space = await page.request.put('/api/facilitator-space', {
    data: { displayName: `Dara Lune ${stamp}`, handle },
  });
  expect(space.status()).toBe(200);
  const day = londonIsoDay(1);
  const event = (title: string, publish: boolean, date: string) =>
    page.request.post('/api/events', {
      data: {
        publish,
        event: {
          isExternal: false,
          title,
          startDate: date,
          startTime: '19:00',
          endDate: date,
          endTime: '21:00',
          locationType: 'physical',
          city: 'Brighton',
          price: 0,
        },
      },
    });
  const eventTitle = `Moonlit Sound Bath ${stamp}`;
  const published = await event(eventTitle, true, day);
  expect(published.status()).toBe(201);
  expect((await event(`Unfinished Retreat ${stamp}`, false, londonIsoDay(40))).status()).toBe(201);
  return { name, handle, eventTitle, eventId: (await published.json()).id, day };
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a host sees their overview, then walks every tab by keyboard', async ({ page, request }) => {
  const host = await newHost(page, request);
  await page.goto('/host-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Host dashboard' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The next event, with its London date and time, links to its page and its edit page.
  const next = page.getByRole('region', { name: 'Next events' });
  const row = next.getByRole('listitem').filter({ hasText: host.eventTitle });
  await expect(row.getByRole('link', { name: host.eventTitle, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/events/`),
  );
  await expect(row).toContainText(`${monthDay(host.day)}, ${host.day.slice(0, 4)} · 19:00–21:00`);
  await expect(row.getByRole('link', { name: `Edit ${host.eventTitle}` })).toHaveAttribute(
    'href',
    `/edit-hosted-event/${host.eventId}`,
  );
  // The draft waits under "Drafts to finish".
  const drafts = page.getByRole('region', { name: 'Drafts to finish' });
  await expect(drafts.getByRole('link', { name: /^Finish Unfinished Retreat/ })).toBeVisible();

  // Quick links.
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'Create event' })).toHaveAttribute(
    'href',
    '/create-event',
  );
  await expect(quick.getByRole('link', { name: 'Edit space' })).toHaveAttribute(
    'href',
    '/host-dashboard/facilitator-space',
  );
  await expect(quick.getByRole('link', { name: 'View public page' })).toHaveAttribute(
    'href',
    `/@${host.handle}`,
  );
  await expectAccessible(page);

  // What each tab shows once loaded (collaborations and settings: only that it loaded).
  const shows: Record<string, (page: Page) => Promise<void>> = {
    Events: (p) =>
      expect(p.getByRole('link', { name: host.eventTitle, exact: true })).toBeVisible(),
    Collaborations: async () => {},
    Spaces: async (p) => {
      await expect(p.getByRole('link', { name: `/@${host.handle}` }).first()).toBeVisible();
      await expect(p.getByRole('button', { name: /^Copy the link/ })).toBeVisible();
      await expect(p.getByRole('term').filter({ hasText: 'Upcoming events' })).toBeVisible();
    },
    Profile: async (p) => {
      await expect(p.getByRole('heading', { name: 'Photo and details' })).toBeVisible();
      await expect(p.getByLabel('First name')).toHaveValue('Dara');
    },
    Orders: async (p) => {
      await expect(p.getByText('No orders yet')).toBeVisible();
      await expect(
        p.getByText('Bookings for your events will appear here once tickets are on sale.'),
      ).toBeVisible();
    },
    'Personal Space': async (p) => {
      await expect(p.getByRole('heading', { name: 'Your personal space' })).toBeVisible();
      await expect(p.getByLabel('Display name')).toHaveValue(/^Dara Lune/);
    },
    Settings: async () => {},
  };

  await tabBar(page).getByRole('link', { name: 'Overview' }).focus();
  for (const [label, check] of Object.entries(shows)) {
    await page.keyboard.press('Tab');
    const link = tabBar(page).getByRole('link', { name: label });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/host-dashboard\/[a-z-]+$/);
    await check(page);
    await expect(page.getByText(/^Failed to load/)).toHaveCount(0);
    await expectAccessible(page);
    await expect(link).toBeFocused();
  }
});

test('a tab whose data fails says so, and Refresh Page loads it again', async ({
  page,
  request,
}) => {
  const host = await newHost(page, request);
  await page.route('**/api/host/spaces', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
    }),
  );
  await page.goto('/host-dashboard/spaces');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load spaces' });
  // The query client tries a failed read twice more before giving up.
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  // The other tabs still work.
  await tabBar(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();

  await page.goBack();
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/host/spaces');
  await failure.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('link', { name: `/@${host.handle}` }).first()).toBeVisible();
  await expect(page.getByText('Failed to load spaces')).toHaveCount(0);
});

test('/host/dashboard opens the overview; a member is sent to become a facilitator', async ({
  page,
  request,
  browser,
}) => {
  const host = await newHost(page, request);
  await page.goto('/host/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Host dashboard' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: host.eventTitle, exact: true })).toBeVisible();
  await expectAccessible(page);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { email } = await createAccount(request, 'Mina Member');
  await member.goto('/auth?returnTo=%2Fhost-dashboard');
  await logInThroughForm(member, email);
  await expect(member).toHaveURL('/become-facilitator');
  await member.goto('/host/dashboard');
  await expect(member).toHaveURL('/become-facilitator');
  await expect(member.getByRole('heading', { name: 'Host dashboard' })).toHaveCount(0);
  await memberContext.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tab bar scrolls sideways inside the page, which never scrolls sideways', async ({
    page,
    request,
  }) => {
    await newHost(page, request);
    await page.goto('/host-dashboard/settings');
    await expect(tabBar(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const widths = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Dashboard"]')!;
      return {
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        bar: nav.scrollWidth,
        barVisible: nav.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.bar).toBeGreaterThan(widths.barVisible);
    // The open tab, last in the bar, has been scrolled into view.
    await expect(tabBar(page).getByRole('link', { name: 'Settings' })).toBeInViewport();
    await page.goto('/host-dashboard');
    await expect(page.getByRole('heading', { name: 'Next events' })).toBeVisible();
    await expectAccessible(page);
  });
});
