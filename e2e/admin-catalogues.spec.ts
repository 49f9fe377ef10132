import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  logInThroughForm,
  londonIsoDay,
  signUpWithSpace,
  visit,
} from './support';

// The demo super admin of the seed (src/server/cli/seed-data.ts).
const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

async function logInAsAdmin(page: Page) {
  await page.goto('/auth');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
}

/** The names of the categories in the super admin's list, in order. */
async function categoryOrder(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Event categories, in order' });
  return list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.truncate')?.textContent ?? ''),
    );
}

test('a super admin creates a category, moves it up, and merges it into another by keyboard; the host’s event moves with it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const from = `Tidal Gatherings ${stamp}`;
  const into = `Shoreline Circles ${stamp}`;

  await logInAsAdmin(page);
  await visit(page, '/super-admin');
  const section = page.getByRole('region', { name: 'Event categories' });

  // Two new categories, made with the keyboard; the first with a colour white text fails on.
  for (const [name, colour] of [
    [from, '#8A3B5C'],
    [into, '#2F6F8F'],
  ] as const) {
    await section.getByRole('button', { name: 'New category' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type(name);
    const hex = dialog.getByRole('textbox', { name: 'Colour', exact: true });
    if (name === from) {
      await hex.fill('#F5D76E');
      await hex.press('Enter');
      await expect(
        dialog.getByText(
          'White text on this colour is hard to read (below 4.5:1). Choose a darker colour.',
        ),
      ).toBeVisible();
      await expectAccessible(page);
    }
    await hex.fill(colour);
    await hex.press('Enter');
    await expect(page.getByText(`Category “${name}” created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('button', { name: 'New category' })).toBeFocused();
  }
  let order = await categoryOrder(page);
  expect(order.slice(-2)).toEqual([from, into]);

  // A host files an event under the first one.
  const hostContext = await browser.newContext();
  const host = await signUpWithSpace(hostContext.request, 'Wren Tidewater');
  const catalogue = await (await hostContext.request.get('/api/event-catalogue')).json();
  const fromId = (catalogue.categories as Array<{ id: number; name: string }>).find(
    (c) => c.name === from,
  )!.id;
  const day = londonIsoDay(2);
  const title = `Tide Pool Meditation ${stamp}`;
  const created = await hostContext.request.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title,
        startDate: day,
        startTime: '07:00',
        endDate: day,
        endTime: '08:00',
        locationType: 'physical',
        city: 'Falmouth',
        price: 0,
        categoryIds: [fromId],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; path: string };

  // Move it up one place, by keyboard; the focus stays on the button as the list changes.
  await page.reload();
  const up = section.getByRole('button', { name: `Move ${from} up` });
  await expect(section.getByText('1 event', { exact: true }).first()).toBeVisible();
  await up.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await categoryOrder(page)).indexOf(from))
    .toBe(order.indexOf(from) - 1);
  await expect(up).toBeFocused();
  order = await categoryOrder(page);
  // The event form's list follows the same order.
  const offered = await (await hostContext.request.get('/api/event-catalogue')).json();
  const names = (offered.categories as Array<{ name: string }>).map((c) => c.name);
  expect(names.indexOf(from)).toBeLessThan(names.indexOf(into) - 1);
  await expectAccessible(page);

  // Merge it into the other one.
  await section.getByRole('button', { name: `Merge ${from} into another category` }).focus();
  await page.keyboard.press('Enter');
  const merge = page.getByRole('dialog', { name: `Merge “${from}”` });
  await expect(merge.getByText('The 1 event filed under')).toBeVisible();
  await expectAccessible(page);
  await merge.getByRole('button', { name: 'Merge categories' }).press('Enter');
  await expect(merge.getByText('Choose the category to merge it into.')).toBeVisible();
  await merge
    .getByRole('combobox', { name: 'Merge into' })
    .selectOption({ label: `${into} (0 events)` });
  await merge.getByRole('button', { name: 'Merge categories' }).press('Enter');
  await expect(page.getByText(`Merged “${from}” into “${into}”: 1 event moved`)).toBeVisible();
  await expect(merge).toBeHidden();
  expect(await categoryOrder(page)).not.toContain(from);
  // The merged row is gone: the keyboard goes back to the section's heading.
  await expect(page.getByRole('heading', { name: 'Event categories' })).toBeFocused();
  await expect(
    section.getByRole('listitem').filter({ hasText: into }).getByText('1 event'),
  ).toBeVisible();
  await expectAccessible(page);

  // The host's event is under the new category, for them and for everyone.
  const detail = await (await hostContext.request.get(`/api/events/${event.id}`)).json();
  expect(detail.categoryNames).toEqual([into]);
  expect(detail.categoryIds).not.toContain(fromId);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visit(visitor, event.path);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText(into, { exact: true }).first()).toBeVisible();
  const found = await visitorContext.request.get(
    `/api/events/search?q=${encodeURIComponent(into.toLowerCase())}`,
  );
  expect(((await found.json()).events as Array<{ id: string }>).map((e) => e.id)).toContain(
    event.id,
  );

  // The audit log shows the merge.
  const audit = await page.request.get('/api/admin/audit-log?action=category.merged');
  const entry = ((await audit.json()).entries as Array<{ targetLabel: string; after: object }>)[0];
  expect(entry).toMatchObject({ targetLabel: from, after: { movedEvents: 1 } });
  await hostContext.close();
  await visitorContext.close();
  void host;
});

test('a super admin adds a service to a role, and a host sees it in their space form', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const service = `Quiet Room Steward ${stamp}`;

  await logInAsAdmin(page);
  await visit(page, '/super-admin');
  const section = page.getByRole('region', { name: 'Roles and services' });
  await expect(section.getByText('does not change any space')).toBeVisible();
  const volunteer = section
    .getByRole('listitem')
    .filter({ has: page.locator('summary', { hasText: 'Volunteer' }) });
  const summary = volunteer.locator('summary');
  // The roles are folded: Enter on one opens it.
  await summary.focus();
  await page.keyboard.press('Enter');
  const field = volunteer.getByRole('textbox', { name: 'New service for Volunteer' });
  await expect(field).toBeVisible();
  await expectAccessible(page);
  // An empty name is refused in place.
  await volunteer.getByRole('button', { name: 'Add service' }).press('Enter');
  await expect(volunteer.getByText('Enter a name.')).toBeVisible();
  await field.focus();
  await page.keyboard.type(service);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Service “${service}” added to “Volunteer”`)).toBeVisible();
  await expect(volunteer.getByText(service, { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  await expectAccessible(page);

  // A host opens their space form: Volunteer offers the new service.
  const hostContext = await browser.newContext();
  await signUpWithSpace(hostContext.request, 'Fern Lockwood');
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/facilitator-space');
  const role = hostPage.getByRole('checkbox', { name: 'Volunteer', exact: true });
  await expect(role).toBeVisible();
  await role.focus();
  await hostPage.keyboard.press('Space');
  await expect(hostPage.getByRole('checkbox', { name: service })).toBeVisible();
  await expectAccessible(hostPage);
  await hostContext.close();
});
