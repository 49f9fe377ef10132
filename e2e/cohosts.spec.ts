import { expect, request as apiRequest, test } from '@playwright/test';
import {
  expectAccessible,
  logInThroughForm,
  londonDay,
  visit,
  londonIsoDay,
  signUpWithSpace,
} from './support';

test('a host invites a co-host by keyboard; once accepted, the event page names and links both', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const ada = await signUpWithSpace(request, 'Ada Fernleigh', `ada-${stamp}`);
  const bryonyApi = await apiRequest.newContext({ baseURL });
  const bryony = await signUpWithSpace(bryonyApi, 'Bryony Quillfeather', `bryony-${stamp}`);

  await page.goto('/auth');
  await logInThroughForm(page, ada.email);
  await expect(page).not.toHaveURL(/\/auth/);
  const date = londonIsoDay(14);
  const created = await page.request.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title: `Fern and Feather Sound Bath ${stamp}`,
        startDate: date,
        startTime: '19:00',
        endDate: date,
        endTime: '21:00',
        locationType: 'physical',
        city: 'Bristol',
        price: 0,
      },
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; path: string; title: string };

  // The edit form's co-hosts section: a combobox, worked from the keyboard alone.
  await visit(page, `/edit-hosted-event/${event.id}`);
  const section = page.getByRole('region', { name: 'Co-hosts' });
  await expect(section.getByText('No co-hosts yet.')).toBeVisible();
  const combobox = section.getByRole('combobox', { name: 'Invite a co-host' });
  await combobox.focus();
  await page.keyboard.type('Quillf');
  const listbox = page.getByRole('listbox', { name: 'Facilitators' });
  const option = listbox.getByRole('option').filter({ hasText: `@${bryony.handle}` });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Bryony Quillfeather');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  // Down the list to Bryony (the first match, unless an earlier run left a namesake).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');

  const invited = section.getByRole('list', { name: 'Co-hosts' }).getByRole('listitem');
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText('Bryony Quillfeather');
  await expect(invited.getByText('Pending', { exact: true })).toBeVisible();
  await expect(invited.getByRole('button', { name: 'Withdraw Bryony Quillfeather' })).toBeVisible();
  // Still on the edit page: Enter chose, it did not save the form.
  await expect(page).toHaveURL(`/edit-hosted-event/${event.id}`);
  await expect(combobox).toBeFocused();
  await expectAccessible(page);

  // Bryony accepts (through the API, as the bell would).
  const mine = await bryonyApi.get('/api/cohosts/mine');
  const [invitation] = (await mine.json()).received as Array<{ id: string }>;
  const accepted = await bryonyApi.post(`/api/cohost-invitations/${invitation!.id}/accept`, {
    data: {},
  });
  expect(accepted.status()).toBe(200);

  await visit(page, event.path);
  const hosts = page.getByText(/^Hosted by/);
  await expect(hosts).toHaveText('Hosted by Ada Fernleigh & Bryony Quillfeather');
  await expect(hosts.getByRole('link', { name: 'Ada Fernleigh' })).toHaveAttribute(
    'href',
    `/@${ada.handle}`,
  );
  const bryonyLink = hosts.getByRole('link', { name: 'Bryony Quillfeather' });
  await expect(bryonyLink).toHaveAttribute('href', `/@${bryony.handle}`);

  // Bryony's space lists the event she co-hosts.
  await bryonyLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bryony Quillfeather' })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await expectAccessible(page);

  // Ada's dashboard shows the invitation as accepted.
  await visit(page, '/host-dashboard/collaborations');
  const sent = page.getByRole('region', { name: 'Invitations sent' });
  await expect(sent.getByRole('listitem')).toContainText('Bryony Quillfeather');
  await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();

  // Bryony, now a co-host, sees the co-hosts on the edit page and cannot change them.
  const bryonyContext = await browser.newContext({
    baseURL,
    storageState: await bryonyApi.storageState(),
  });
  const bryonyPage = await bryonyContext.newPage();
  await visit(bryonyPage, `/edit-hosted-event/${event.id}`);
  const readOnly = bryonyPage.getByRole('region', { name: 'Co-hosts' });
  await expect(readOnly.getByText("Only the event's host can change its co-hosts.")).toBeVisible();
  await expect(readOnly.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(readOnly.getByRole('combobox')).toHaveCount(0);
  await expect(readOnly.getByRole('button')).toHaveCount(0);
  // She saves the content; deleting and unpublishing stay Ada's.
  await expect(bryonyPage.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(bryonyPage.getByRole('button', { name: 'Save and unpublish' })).toHaveCount(0);
  await expect(bryonyPage.getByRole('button', { name: 'Delete event' })).toHaveCount(0);
  await bryonyContext.close();
  await bryonyApi.dispose();
});

test('co-hosts chosen on the create form are invited once the event is published', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const cai = await signUpWithSpace(request, 'Cai Thornbury', `cai-${stamp}`);
  const delphiApi = await apiRequest.newContext({ baseURL });
  const delphi = await signUpWithSpace(delphiApi, 'Delphine Marchbank', `delphine-${stamp}`);

  await page.goto('/auth?returnTo=%2Fcreate-hosted-event');
  await logInThroughForm(page, cai.email);
  await expect(page.getByRole('heading', { name: 'Create a hosted event' })).toBeVisible();
  const title = `Marchbank Cacao Morning ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const day = londonDay(5);
  await page.getByLabel('Start date', { exact: true }).fill(day);
  await page.getByLabel('End date', { exact: true }).fill(day);
  await page.getByLabel('Town or city').fill('Bath');

  const section = page.getByRole('region', { name: 'Co-hosts' });
  await section.getByRole('combobox', { name: 'Invite a co-host' }).focus();
  await page.keyboard.type(`@${delphi.handle}`);
  await expect(page.getByRole('option', { name: /Delphine Marchbank/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const held = section.getByRole('list', { name: 'Co-hosts to invite' }).getByRole('listitem');
  await expect(held).toContainText('Delphine Marchbank');
  await expect(held).toContainText('Invited when saved');
  await expectAccessible(page);
  // Nothing is sent before the event exists.
  expect((await (await delphiApi.get('/api/cohosts/mine')).json()).received).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Invitation sent to Delphine Marchbank')).toBeVisible();
  const [invitation] = (await (await delphiApi.get('/api/cohosts/mine')).json()).received as Array<{
    event: { title: string };
  }>;
  expect(invitation?.event.title).toBe(title);
  // Not accepted yet: the page names Cai alone.
  await expect(page.getByText(/^Hosted by/)).toHaveText('Hosted by Cai Thornbury');
  await expectAccessible(page);
  await delphiApi.dispose();
});

test('from the dashboard, a host invites and withdraws a co-host in a dialog, by keyboard', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const cora = await signUpWithSpace(request, 'Cora Lindqvist', `cora-${stamp}`);
  const dovApi = await apiRequest.newContext({ baseURL });
  const dov = await signUpWithSpace(dovApi, 'Dov Marchetti', `dov-${stamp}`);

  await page.goto('/auth');
  await logInThroughForm(page, cora.email);
  await expect(page).not.toHaveURL(/\/auth/);
  const date = londonIsoDay(14);
  const title = `Lantern Breathwork ${stamp}`;
  const created = await page.request.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title,
        startDate: date,
        startTime: '18:00',
        endDate: date,
        endTime: '20:00',
        locationType: 'physical',
        city: 'Leeds',
        price: 0,
      },
    },
  });
  expect(created.status()).toBe(201);

  await visit(page, '/host-dashboard/events');
  const opener = page.getByRole('button', { name: `Co-hosts of ${title}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Co-hosts of ${title}` });
  await expect(dialog.getByText('No co-hosts yet.')).toBeVisible();
  const combobox = dialog.getByRole('combobox', { name: 'Invite a co-host' });
  await combobox.focus();
  await page.keyboard.type('Marchett');
  const option = page
    .getByRole('listbox', { name: 'Facilitators' })
    .getByRole('option')
    .filter({ hasText: `@${dov.handle}` });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await page.keyboard.press('Enter');
  const invited = dialog.getByRole('list', { name: 'Co-hosts' }).getByRole('listitem');
  await expect(invited).toContainText('Dov Marchetti');
  await expect(invited.getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Dov's invitation is waiting for him; Cora withdraws it from the same dialog.
  const mine = await dovApi.get('/api/cohosts/mine');
  expect(((await mine.json()) as { received: unknown[] }).received).toHaveLength(1);
  await invited.getByRole('button', { name: 'Withdraw Dov Marchetti' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Withdraw/ })
    .click();
  await expect(dialog.getByText('No co-hosts yet.')).toBeVisible();
  const after = await dovApi.get('/api/cohosts/mine');
  expect(((await after.json()) as { received: unknown[] }).received).toHaveLength(0);

  // Escape closes the dialog and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await dovApi.dispose();
});
