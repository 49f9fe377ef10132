import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  PASSWORD,
  uniqueEmail,
  visit,
  londonIsoDay,
} from './support';

// The demo super admin of the seed (src/server/cli/seed-data.ts).
const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

async function logInAsAdmin(page: Page) {
  await page.goto('/auth');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
}

/** The People section, searched down to one person by e-mail. */
async function findPerson(page: Page, email: string) {
  const people = page.getByRole('region', { name: 'People' });
  await people.getByLabel('Search people').fill(email);
  await expect(people.getByText('1 person', { exact: true })).toBeVisible();
  return people;
}

test('a super admin suspends a host by keyboard: the event leaves / and search, the audit log shows it, and restoring brings it back', async ({
  page,
  browser,
  baseURL,
}) => {
  // A host of this test's own, with a space and an event early tomorrow.
  const stamp = Date.now().toString(36);
  const name = 'Quill Marrow';
  const email = uniqueEmail('quill');
  const title = `Marrowbone Gong Bath ${stamp}`;
  const hostApi = await apiRequest.newContext({ baseURL });
  const signUp = await hostApi.post('/api/account/sign-up', {
    data: {
      name,
      email,
      password: PASSWORD,
      space: { displayName: name, handle: `quill-${stamp}` },
    },
  });
  expect(signUp.status()).toBe(200);
  expect((await hostApi.get(await linkFromOutbox(email, /verify-email/))).ok()).toBe(true);
  const day = londonIsoDay(1);
  const created = await hostApi.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title,
        startDate: day,
        startTime: '06:00',
        endDate: day,
        endTime: '07:00',
        locationType: 'physical',
        city: 'Bristol',
        price: 0,
      },
    },
  });
  expect(created.status()).toBe(201);

  // A visitor of their own sees the event on / and finds it by search.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorSees = async () => {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expectAccessible(visitor);
    const onHome = await visitor.getByRole('link', { name: title }).count();
    await visitor.getByRole('searchbox', { name: 'Search events' }).fill(`gong bath ${stamp}`);
    await expect(visitor.getByRole('heading', { name: 'Search results' })).toBeVisible();
    const found = visitor.getByRole('link', { name: title });
    const none = visitor.getByText('No events match your search.', { exact: false });
    await expect(found.or(none)).toBeVisible();
    await expectAccessible(visitor);
    return { onHome, inSearch: await found.count() };
  };
  expect(await visitorSees()).toEqual({ onHome: 1, inSearch: 1 });

  // The super admin finds the host and suspends them, by keyboard only.
  await logInAsAdmin(page);
  await visit(page, '/super-admin');
  const people = await findPerson(page, email);
  const row = people.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  const actions = row.getByRole('button', { name: `Actions for ${name}` });
  await actions.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Suspend account…' })).toBeVisible();
  // Remove host, Make super admin, Suspend account…: the menu opens on the first.
  await expect(menu.getByRole('menuitem', { name: 'Remove host' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Suspend account…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  // No reason: refused in the dialog, and nothing happens.
  await dialog.getByRole('button', { name: 'Suspend account' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await reason.focus();
  await page.keyboard.type('Events that break the community guidelines');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name}’s account is suspended`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Events that break the community guidelines')).toBeVisible();
  await expectAccessible(page);

  // Gone for everyone: not on /, not in search, its page not found.
  expect(await visitorSees()).toEqual({ onHome: 0, inSearch: 0 });
  const eventPath = ((await created.json()) as { path: string }).path;
  expect((await visitor.goto(eventPath))!.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(visitor);
  // The host's own session ended, and signing in says why.
  expect((await (await hostApi.get('/api/me')).json()).user).toBeNull();
  const hostPage = await visitorContext.newPage();
  await hostPage.goto('/auth');
  await logInThroughForm(hostPage, email);
  await expect(
    hostPage.getByRole('alert').filter({ hasText: 'This account has been suspended.' }).first(),
  ).toBeVisible();
  await expectAccessible(hostPage);

  // The audit log says who did what to whom, with the reason, behind "Before and after".
  const audit = page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Action').selectOption({ label: 'Suspended account' });
  await audit.getByLabel('Who').fill('admin@kindred.test');
  const entry = audit.getByRole('row').filter({ hasText: email });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell', { name: 'Suspended account' })).toBeVisible();
  await expect(entry.getByText('Sam Admin')).toBeVisible();
  const details = entry.getByText('Before and after', { exact: true });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(entry.getByText('Reason: Events that break the community guidelines')).toBeVisible();
  await expect(entry.getByRole('row', { name: /Suspended No Yes/ })).toBeVisible();
  await expectAccessible(page);

  // Restoring (with a reason) brings the event back.
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Restore account…' }).click();
  const restore = page.getByRole('dialog', { name: `Restore ${name}?` });
  await restore.getByRole('textbox', { name: 'Reason' }).fill('Appeal upheld');
  await restore.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByText(`${name}’s account is restored`)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect(await visitorSees()).toEqual({ onHome: 1, inSearch: 1 });
  await visitorContext.close();
  await hostApi.dispose();
});

test('a member made a host sees the privilege toast within 30 seconds, without reloading, and the page then reloads as a host', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createAccount(request, 'Wren Ashdown');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/auth');
  await logInThroughForm(memberPage, member.email);
  await expect(memberPage).not.toHaveURL(/\/auth/);
  await visit(memberPage, '/profile');
  await expect(memberPage.getByRole('link', { name: 'Host Events' }).first()).toBeVisible();

  await logInAsAdmin(page);
  await visit(page, '/super-admin');
  const people = await findPerson(page, member.email);
  const row = people.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('Member', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Make host' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${member.name} a host?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Make host' }).click();
  await expect(page.getByText(`${member.name} is now a host`)).toBeVisible();
  await expect(row.getByText('Host', { exact: true })).toBeVisible();

  // The member's open tab checks every 30 s (spec 01 §4): the toast, then a reload 2 s later.
  const reloaded = memberPage.waitForEvent('load', { timeout: 40_000 });
  await expect(
    memberPage.getByText('Host privileges have been granted to your account.'),
  ).toBeVisible({
    timeout: 35_000,
  });
  await reloaded;
  await expect(memberPage.getByRole('link', { name: 'Create Event' }).first()).toBeVisible();
  await expectAccessible(memberPage);
  await memberContext.close();
});
