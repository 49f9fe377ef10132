import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpWithSpace, visit } from './support';
import { book, hostedEvent } from './ticket-helpers';

/** Nothing on the page is wider than the screen (a phone at the door). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test('the host sees a free and a paid order, exports the attendees as CSV and checks a guest in by name', async ({
  page,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signUpWithSpace(page.request, 'Rhea Lanthorn', `rhea-${stamp}`);
  const event = await hostedEvent(page.request, `Lantern Cacao Circle ${stamp}`);
  const free = await book(baseURL, event.id, event.freeId, 'Juniper Hale');
  const paid = await book(baseURL, event.id, event.paidId, 'Rowan Ash');
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The orders tab: both orders, newest first, with their totals and states.
  await visit(page, '/host-dashboard/orders');
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const paidRow = table.getByRole('row').nth(1);
  await expect(paidRow).toContainText(paid.reference);
  await expect(paidRow).toContainText('Rowan Ash');
  await expect(paidRow).toContainText('1 × Supporter');
  await expect(paidRow).toContainText('£13.50');
  await expect(paidRow).toContainText('Awaiting payment');
  const freeRow = table.getByRole('row').nth(2);
  await expect(freeRow).toContainText(free.reference);
  await expect(freeRow).toContainText('Free');
  await expect(freeRow).toContainText('Confirmed');
  await shot('orders-desktop');

  await page.getByLabel('Status').selectOption('awaiting_payment');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Search').fill('juniper');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(free.reference);
  await page.getByLabel('Search').fill('');

  // The event's attendees, one row per place; the CSV download.
  await table
    .getByRole('link', { name: `${event.title}: attendees` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Attendees', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^2$/ })).toHaveCount(1);
  await expectAccessible(page);
  await shot('attendees-desktop');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `attendees-lantern-cacao-circle-${stamp.toLowerCase()}.csv`,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Name,E-mail,Booking reference,Ticket,Status,Checked in (London time),Booking still to pay,Booked (London time)',
  );
  expect(lines).toHaveLength(3);
  expect(lines.find((l) => l.startsWith('Juniper Hale'))).toContain(
    `,${free.reference},Community place,Confirmed,,,`,
  );
  expect(lines.find((l) => l.startsWith('Rowan Ash'))).toContain(
    `,${paid.reference},Supporter,Awaiting payment,,£13.50,`,
  );

  // Writing to every guest.
  await page.getByRole('button', { name: 'Message guests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message guests' });
  await expect(dialog).toContainText('(2 guests)');
  await expectAccessible(page);
  await dialog.getByLabel('Subject').fill('Parking');
  await dialog.getByLabel('Message').fill('Park by the gate, then follow the lanterns.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent to 2 guests')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast fades out a few seconds later; axe must not measure it half transparent.
  await expect(page.getByText('Message sent to 2 guests')).toBeHidden();

  // The door: find Juniper by name and check her in; Rowan still has to pay.
  await page.getByRole('link', { name: 'Check in at the door' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Find a guest').fill('jun');
  const guests = page.getByRole('list', { name: 'Guests, by name' });
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await guests.getByRole('button', { name: 'Check in Juniper Hale' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checked in: Juniper Hale' }),
  ).toBeVisible();
  await expect(guests).toContainText(/Checked in at \d{2}:\d{2}/);
  await expect(page.getByText(/1\s+of 2 checked in/)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Find a guest').fill('rowan');
  await guests.getByRole('button', { name: 'Check in Rowan Ash' }).click();
  await expect(page.getByText('Checked in: Rowan Ash. Not paid yet: £13.50 to pay')).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid (£13.50)' }).click();
  await expect(page.getByText(`Paid: £13.50 for booking ${paid.reference}.`)).toBeVisible();
  await page.getByLabel('Find a guest').fill('');
  await shot('check-in-desktop');

  // A ticket's QR code, opened by its host and by anyone else.
  await visit(page, `/t/${free.tickets[0]!.code}`);
  await expect(page.getByText('Juniper Hale')).toBeVisible();
  await expect(page.getByText(/^Checked in at \d{2}:\d{2}$/)).toBeVisible();
  const visitor = await (await page.context().browser()!.newContext({ baseURL })).newPage();
  await visit(visitor, `/t/${free.tickets[0]!.code}`);
  await expect(
    visitor.getByText(`This is a ticket for ${event.title}. Show it at the door.`),
  ).toBeVisible();
  await expect(visitor.getByText('Juniper')).toHaveCount(0);
  await visitor.close();

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/host-dashboard/orders');
  await expect(page.getByRole('list', { name: 'Orders, newest first' })).toContainText(
    paid.reference,
  );
  await expectNoSidewaysScroll(page);
  await shot('orders-390');
  await visit(page, `/host-dashboard/events/${event.id}/attendees`);
  await expect(page.getByRole('list', { name: `Places at ${event.title}` })).toContainText(
    'Rowan Ash',
  );
  await expectNoSidewaysScroll(page);
  await shot('attendees-390');
  await visit(page, `/host-dashboard/events/${event.id}/check-in`);
  await page.getByLabel('Find a guest').fill('juniper');
  await guests.getByRole('button', { name: 'Undo check-in of Juniper Hale' }).click();
  await expect(page.getByText('Juniper Hale is no longer checked in.')).toBeVisible();
  await expect(guests.getByRole('button', { name: 'Check in Juniper Hale' })).toBeVisible();
  const target = await guests.getByRole('button', { name: 'Check in Juniper Hale' }).boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot('check-in-390');
});
