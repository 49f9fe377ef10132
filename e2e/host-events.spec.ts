import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectAccessible, logInThroughForm, londonDay } from './support';

const HOST = { email: 'theo@kindred.test', password: 'kindred-host-demo' };

async function fillExternalEvent(page: Page, title: string, date: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Link to the event on the other site').fill('https://example.com/tickets');
  await page.getByLabel('Start date', { exact: true }).fill(date);
  await page.getByLabel('End date', { exact: true }).fill(date);
  await page.getByLabel('Town or city').fill('Bristol');
}

test('only hosts open the external-event forms: visitors log in first, members become facilitators', async ({
  page,
  request,
}) => {
  for (const path of ['/create-external-event', '/external-event']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(path)}`);
  }

  const { email } = await createAccount(request, 'Nell Member');
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/');
  for (const path of [
    '/create-external-event',
    '/external-event',
    '/edit-external-event/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/become-facilitator');
    await expect(page.getByRole('heading', { name: 'Set Up Your Personal Space' })).toBeVisible();
    await expect(page.getByLabel('Link to the event on the other site')).toHaveCount(0);
  }
});

test('a past date is flagged before publishing; published anyway, the dashboard shows it as Past', async ({
  page,
}) => {
  const title = `Last Week's Fire Circle ${Date.now()}`;
  await page.goto('/auth?returnTo=%2Fcreate-external-event');
  await logInThroughForm(page, HOST.email, HOST.password);
  await expect(page.getByRole('heading', { name: 'List an external event' })).toBeVisible();
  await fillExternalEvent(page, title, londonDay(-7));

  // A note as soon as the date has passed…
  await expect(page.getByRole('status').filter({ hasText: 'This date has passed' })).toBeVisible();
  await expectAccessible(page);

  // …and a question at Publish, whose first answer goes back to the date.
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: "This event's date has passed" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("won't appear in the public event lists");
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Change the date' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Start date', { exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: "This event's date has passed" })
    .getByRole('button', { name: 'Publish anyway' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/host-dashboard/events');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Past', { exact: true })).toBeVisible();
  // An upcoming event of the same host is not marked.
  const upcoming = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Breathwork Circle: Coming Home' }) });
  await expect(upcoming.getByText('Published', { exact: true })).toBeVisible();
  await expect(upcoming.getByText('Past', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('a future date publishes without the question', async ({ page }) => {
  const title = `Next Week's Fire Circle ${Date.now()}`;
  await page.goto('/auth?returnTo=%2Fcreate-external-event');
  await logInThroughForm(page, HOST.email, HOST.password);
  await fillExternalEvent(page, title, londonDay(7));
  await expect(page.getByText('This date has passed')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the dashboard stacks a draft row: title full width, actions below', async ({ page }) => {
    const title = `Sunrise Breath on the Downs ${Date.now()}`;
    await page.goto('/auth?returnTo=%2Fhost-dashboard%2Fevents');
    await logInThroughForm(page, HOST.email, HOST.password);
    await expect(page.getByRole('heading', { name: 'Host dashboard' })).toBeVisible();
    const saved = await page.request.post('/api/events', {
      data: {
        publish: false,
        event: {
          isExternal: false,
          title,
          startDate: '2099-06-20',
          startTime: '06:00',
          endDate: '2099-06-20',
          endTime: '07:30',
          locationType: 'physical',
          city: 'Brighton',
          price: 0,
        },
      },
    });
    expect(saved.status()).toBe(201);
    await page.reload();

    const titleBox = (await page.getByRole('link', { name: title, exact: true }).boundingBox())!;
    const editBox = (await page.getByRole('link', { name: `Edit ${title}` }).boundingBox())!;
    // The title gets most of the row (beside the actions it had about 145 px)…
    expect(titleBox.width).toBeGreaterThan(200);
    // …and the actions sit under the text, not beside it.
    expect(editBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    await expectAccessible(page);
  });
});
