import { expect, test } from '@playwright/test';
import { expectAccessible, logInThroughForm, londonDay } from './support';

const HOST = { email: 'maya@kindred.test', password: 'kindred-host-demo' };

// Issue 9 item 26: when the answer to Publish is lost on the way back, the app sends the same
// request again with the same Idempotency-Key, and the server makes the event once.
test('a host whose first Publish answer is lost still gets exactly one event', async ({ page }) => {
  const title = `Lost Answer Kirtan ${Date.now()}`;
  await page.goto('/auth?returnTo=%2Fcreate-hosted-event');
  await logInThroughForm(page, HOST.email, HOST.password);
  await expect(page.getByRole('heading', { name: 'Create a hosted event' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  const date = londonDay(4);
  await page.getByLabel('Start date', { exact: true }).fill(date);
  await page.getByLabel('Start time', { exact: true }).fill('19:00');
  await page.getByLabel('End date', { exact: true }).fill(date);
  await page.getByLabel('End time', { exact: true }).fill('21:00');
  await page.getByLabel('Venue').fill('Leith Sound Temple');
  await page.getByLabel('Town or city').fill('Edinburgh');
  await page.getByLabel('Price (£)').fill('0');

  // The first create reaches the server, which makes the event, but its answer never arrives.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/events', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
  expect(keys[1]).toBe(keys[0]);

  const mine = await page.request.get('/api/host/events');
  const titles = ((await mine.json()) as { events: Array<{ title: string }> }).events.map(
    (e) => e.title,
  );
  expect(titles.filter((t) => t === title)).toHaveLength(1);
});
