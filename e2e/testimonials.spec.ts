import { expect, test, type Page } from '@playwright/test';
import { hostedEvent } from './ticket-helpers';
import {
  createAccount,
  expectAccessible,
  logInThroughForm,
  signUpWithSpace,
  visit,
} from './support';

/** A figure of the space's hero: the number above its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a checked-in guest writes a testimonial by keyboard, and it shows on the space with its count', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  // The facilitator, in a context of their own: an event, and the door.
  const hostContext = await browser.newContext({ baseURL });
  const host = await signUpWithSpace(hostContext.request, 'Maya Rivers', `maya-${stamp}`);
  const event = await hostedEvent(hostContext.request, `Sound Bath ${stamp}`);

  await visit(page, `/@${host.handle}`);
  await expect(figure(page, 'Testimonials')).toHaveText('0');
  await expect(page.getByRole('heading', { name: /Testimonials/ })).toBeVisible();
  await expect(page.getByText('No testimonials yet.', { exact: false })).toBeVisible();

  // The guest books a place with their account; the host checks them in at the door.
  const guest = await createAccount(page.request, 'Ivy Stone');
  await visit(page, '/login');
  await logInThroughForm(page, guest.email);
  await expect(page).not.toHaveURL(/\/login/);
  const booked = await page.request.post(`/api/events/${event.id}/orders`, {
    data: {
      lines: [{ ticketTypeId: event.freeId, quantity: 1 }],
      name: 'Ivy Stone',
      email: guest.email,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const ticketId = ((await booked.json()) as { tickets: Array<{ id: string }> }).tickets[0]!.id;
  const checkedIn = await hostContext.request.post(`/api/events/${event.id}/check-in`, {
    data: { ticketId },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);

  // On the event's page, by keyboard alone.
  await visit(page, event.path);
  const card = page.getByRole('heading', { name: 'How was it? Tell others about Maya Rivers' });
  await expect(card).toBeVisible();
  const words = page.getByLabel('Your testimonial');
  await words.focus();
  await page.keyboard.type('A deeply held space.\nI left lighter than I came. <b>Thank you</b>');
  await expect(page.getByText(/\d+ \/ 1,000/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your testimonial' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath('event-testimonial-written.png'),
    fullPage: true,
  });

  // On the space: the words as text (the tags shown, not obeyed), "Verified guest", the count.
  await visit(page, `/@${host.handle}`);
  await expect(figure(page, 'Testimonials')).toHaveText('1');
  const shown = page.getByRole('listitem').filter({ hasText: 'A deeply held space.' });
  await expect(shown).toContainText('<b>Thank you</b>');
  await expect(shown).toContainText('Verified guest');
  await expect(shown).toContainText('Ivy');
  await expect(shown).not.toContainText('Stone');
  await expect(shown.getByRole('link', { name: event.title })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shown.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath('space-testimonials-390.png'),
    fullPage: true,
  });
  await hostContext.close();
});
