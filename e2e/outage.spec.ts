import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logInThroughForm } from './support';

// Issue 9, item 23: what people see while Kindred cannot reach its database. The API's own
// answer is covered by the API tests; here the browser gets that answer for one endpoint.
const HOST = { email: 'maya@kindred.test', password: 'kindred-host-demo' };
const MESSAGE = 'Kindred is briefly unavailable. Please try again in a moment.';

async function answerUnavailable(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: MESSAGE }),
    }),
  );
}

test('a host whose session check meets an outage is told so, not sent to log in', async ({
  page,
}) => {
  await answerUnavailable(page, '**/api/me');
  await page.goto('/host-dashboard');
  await expect(page.getByRole('heading', { name: "We couldn't check your session" })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/host-dashboard$/);
  await expectAccessible(page);
});

test('a page whose data meets an outage says Kindred is briefly unavailable, and recovers on Try Again', async ({
  page,
}) => {
  await page.goto('/auth?returnTo=%2Fprofile');
  await logInThroughForm(page, HOST.email, HOST.password);
  await expect(page).toHaveURL(/\/profile$/);

  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/client-errors')) reports.push(r.url());
  });
  await answerUnavailable(page, '**/api/facilitator-space');
  await page.goto('/facilitator-space');
  await expect(page.getByRole('heading', { name: 'Kindred is briefly unavailable' })).toBeVisible();
  await expect(page.getByText('Please try again in a moment.')).toBeVisible();
  await expectAccessible(page);
  // An outage is not a bug: nothing is reported as one.
  expect(reports).toEqual([]);

  await page.unroute('**/api/facilitator-space');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Your personal space' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kindred is briefly unavailable' })).toHaveCount(
    0,
  );
});

test('a dashboard tab that meets an outage says why under "Failed to load"', async ({ page }) => {
  await page.goto('/auth?returnTo=%2Fprofile');
  await logInThroughForm(page, HOST.email, HOST.password);
  await expect(page).toHaveURL(/\/profile$/);
  await answerUnavailable(page, '**/api/host/events');
  await page.goto('/host-dashboard/events');
  await expect(page.getByText('Failed to load events')).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expectAccessible(page);
});
