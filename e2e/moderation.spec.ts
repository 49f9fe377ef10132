import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import {
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  PASSWORD,
  signUpWithSpace,
  uniqueEmail,
  visit,
  londonIsoDay,
} from './support';

// The demo super admin of the seed (src/server/cli/seed-data.ts).
const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

/** A browser of its own, signed in as the super admin. */
async function superAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
  return { page, close: () => context.close() };
}

/**
 * A published event of the host signed in on `request`, from midnight today (first on /) to
 * tomorrow night, so that it is still upcoming whatever the hour the test runs.
 */
async function publishEvent(request: APIRequestContext, title: string) {
  const day = londonIsoDay(0);
  const created = await request.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title,
        startDate: day,
        startTime: '00:00',
        endDate: londonIsoDay(1),
        endTime: '23:30',
        locationType: 'physical',
        city: 'Bristol',
        price: 0,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; path: string };
}

/** Someone new, signed in on this page's browser through their confirmation link. */
async function signUpMember(page: Page, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  expect((await page.request.get(await linkFromOutbox(email, /verify-email/))).ok()).toBe(true);
  return { name, email };
}

test('a report reaches the queue and is resolved', async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const title = `Lantern Sound Bath ${stamp}`;
  const host = await apiRequest.newContext({ baseURL });
  await signUpWithSpace(host, `Lumi Host ${stamp}`, `lumi-${stamp}`);
  const event = await publishEvent(host, title);

  // A member reports the event through the dialog, by keyboard.
  const member = await signUpMember(page, `Ravi Reporter ${stamp}`);
  await visit(page, event.path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const link = page.getByRole('button', { name: 'Report this event' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this event' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  // Sent with nothing chosen: told so, and the reason has the focus again.
  const send = dialog.getByRole('button', { name: 'Send report' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose a reason from the list.')).toBeVisible();
  await expect(reason).toBeFocused();
  // "Something else" needs a few words.
  await reason.selectOption({ label: 'Something else' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Tell us what is wrong, in a few words.')).toBeVisible();
  const note = dialog.getByRole('textbox', { name: 'What is wrong' });
  await expect(note).toBeFocused();
  await page.keyboard.type('The host asks for payment by bank transfer to a private account.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Thank you. The Kindred team will look at your report.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  // A second report of the same event is refused, in words.
  await page.keyboard.press('Enter');
  await reason.selectOption({ label: 'Spam or scam' });
  await send.click();
  await expect(
    dialog.getByText(
      'You have already reported this event. The Kindred team will look at it soon.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeFocused();

  // The super admin sees it in the queue and resolves it.
  const admin = await superAdmin(browser);
  await visit(admin.page, '/super-admin');
  const reports = admin.page.getByRole('region', { name: 'Reports' });
  const item = reports.getByRole('listitem').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', event.path);
  await expect(item.getByText('Something else', { exact: true })).toBeVisible();
  await expect(
    item.getByText('The host asks for payment by bank transfer to a private account.'),
  ).toBeVisible();
  await expect(item.getByText(member.email, { exact: false })).toBeVisible();
  const resolve = item.getByRole('button', { name: `Resolve the report about “${title}”` });
  await resolve.focus();
  await admin.page.keyboard.press('Enter');
  const confirm = admin.page.getByRole('dialog', { name: 'Resolve this report?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(admin.page);
  await confirm
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Asked the host to take card payments through Kindred.');
  await confirm.getByRole('button', { name: 'Resolve report' }).focus();
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByText('Report resolved')).toBeVisible();
  await expect(confirm).toBeHidden();
  // It leaves the open list; the focus goes to the section's heading, not lost.
  await expect(item).toHaveCount(0);
  await expect(reports.getByRole('heading', { name: 'Reports' })).toBeFocused();
  await reports.getByLabel('Show').selectOption({ label: 'Resolved' });
  const closed = reports.getByRole('listitem').filter({ hasText: title });
  await expect(closed.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(
    closed.getByText(/Asked the host to take card payments through Kindred\.$/),
  ).toBeVisible();
  await expectAccessible(admin.page);
  await admin.close();
  await host.dispose();
});

test('a super admin unpublishes an event with a reason: it leaves / and its host is told why', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Ember Kirtan ${stamp}`;
  const reason = 'Tickets are sold for a different event on another site.';
  // The host, signed in on this page.
  await signUpWithSpace(page.request, `Esme Host ${stamp}`, `esme-${stamp}`);
  const event = await publishEvent(page.request, title);

  // A visitor finds it on /.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visit(visitor, '/');
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  // No report link for visitors, nor for the host on their own event.
  await visit(visitor, event.path);
  await expect(visitor.getByRole('button', { name: 'Report this event' })).toHaveCount(0);
  await visit(page, event.path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this event' })).toHaveCount(0);

  // The super admin finds it among every event and unpublishes it, by keyboard.
  const admin = await superAdmin(browser);
  await visit(admin.page, '/super-admin');
  const events = admin.page.getByRole('region', { name: 'Events', exact: true });
  await events.getByLabel('Search events').fill(title);
  const row = events.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', event.path);
  const unpublish = row.getByRole('button', { name: `Unpublish ${title}` });
  await unpublish.focus();
  await admin.page.keyboard.press('Enter');
  const dialog = admin.page.getByRole('dialog', { name: `Unpublish “${title}”?` });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Unpublish event' });
  await confirm.focus();
  await admin.page.keyboard.press('Enter');
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).focus();
  await admin.page.keyboard.type(reason);
  await expectAccessible(admin.page);
  await confirm.focus();
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByText(`“${title}” is unpublished`)).toBeVisible();
  await expect(row.getByText('Unpublished by moderation', { exact: true })).toBeVisible();
  await expect(row.getByText(reason, { exact: false })).toBeVisible();
  await expect(row.getByRole('button', { name: `Restore ${title}` })).toBeFocused();
  await expectAccessible(admin.page);

  // Gone from / and its page, for the visitor.
  await visit(visitor, '/');
  await expect(visitor.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  expect((await visitor.goto(event.path))!.status()).toBe(404);
  await visitorContext.close();

  // The host is told, in Kindred, why; the dashboard says so and offers no Publish.
  await visit(page, '/notifications');
  await expect(
    page.getByText(`Your event “${title}” was unpublished by the Kindred team: ${reason}`),
  ).toBeVisible();
  await visit(page, '/host-dashboard/events');
  const mine = page.getByRole('listitem').filter({ hasText: title });
  await expect(mine.getByText('Unpublished by Kindred', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
  await expectAccessible(page);
  await admin.close();
});
