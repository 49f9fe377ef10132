import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import {
  createAccount,
  eventWithTickets,
  expectAccessible,
  logInThroughForm,
  uniqueEmail,
  visit,
} from './support';

/** The page as it is, at the desktop width and at 390 px (a phone), for a person to look at. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  // The phone's bottom bar is fixed: in a full-page picture it would sit over the middle.
  await page.screenshot({
    path: test.info().outputPath(`${name}-390.png`),
    fullPage: true,
    style: 'nav[aria-label="Mobile"] { display: none !important; }',
  });
  await page.setViewportSize(size);
}

test('a sold-out event offers the waitlist', async ({ page, baseURL }) => {
  const hostApi = await apiRequest.newContext({ baseURL });
  const event = await eventWithTickets(hostApi, 'Tiny Gong Bath', {
    capacity: 1,
    ticketTypes: [{ name: 'Mat space', pricePence: 0, perOrderLimit: 2 }],
  });
  // The one place goes to a guest who books without an account.
  const guestApi = await apiRequest.newContext({ baseURL });
  const offer = await (await guestApi.get(`/api/events/${event.id}/tickets`)).json();
  const booked = await guestApi.post(`/api/events/${event.id}/orders`, {
    data: {
      lines: [{ ticketTypeId: offer.ticketTypes[0].id, quantity: 1 }],
      name: 'Early Bird',
      email: uniqueEmail('early'),
    },
  });
  expect(booked.status()).toBe(201);
  const booking = (await booked.json()) as { id: string; accessKey: string };

  // A visitor is asked to log in, and comes back to the same event.
  const member = await createAccount(await apiRequest.newContext({ baseURL }), 'Ivy Waiting');
  await visit(page, event.path);
  const tickets = page.getByRole('form', { name: 'Tickets' });
  await expect(tickets.getByText('This event is sold out.')).toBeVisible();
  await tickets.getByRole('link', { name: 'Log in to join the waitlist' }).click();
  await logInThroughForm(page, member.email);
  await expect(page).toHaveURL(new RegExp(`/events/.*\\?id=${event.id}`));

  // Joining, by keyboard.
  await expect(
    tickets.getByRole('button', { name: 'Join waitlist for “Mat space”' }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'waitlist-join');
  await tickets.getByLabel('Places').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const position = tickets.getByText("You're on the waitlist (position 1)");
  await expect(position).toBeVisible();
  await expect(position).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'waitlist-position');

  // The booked guest cancels: the place is offered to the member at once.
  const cancelled = await guestApi.post(`/api/orders/${booking.id}/cancel`, {
    data: { key: booking.accessKey },
  });
  expect(cancelled.status()).toBe(200);

  await visit(page, '/notifications');
  await expect(page.getByText(`A place is free at ${event.title}: book it by`)).toBeVisible();
  await page.getByRole('link', { name: 'Book your place' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${event.id}`));
  await expect(tickets.getByText(/A place is free for you: book it by/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'waitlist-offer');
  await tickets.getByRole('button', { name: 'Book your place' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/ticket-success\?order=/);
  await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for ticket 1 of 1' })).toBeVisible();
  await expectAccessible(page);

  // The booking is on the member's profile, and can be cancelled from there.
  await visit(page, '/profile');
  const bookings = page.getByRole('heading', { name: 'Your bookings' }).locator('..').locator('..');
  await expect(bookings.getByRole('link', { name: event.title })).toBeVisible();
  await expect(bookings.getByText('Confirmed')).toBeVisible();
  await screenshots(page, 'profile-bookings');
  await bookings.getByRole('button', { name: `Cancel booking for ${event.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your booking?' });
  await expect(
    dialog.getByText('This booking is free, so there is nothing to refund.'),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    bookings.getByRole('button', { name: `Cancel booking for ${event.title}` }),
  ).toBeFocused();
});

test('a guest asks for a free place paid forward', async ({ page, baseURL }) => {
  const hostApi = await apiRequest.newContext({ baseURL });
  const event = await eventWithTickets(hostApi, 'Sharing Circle', {
    capacity: 20,
    ticketTypes: [
      { name: 'Place', pricePence: 1500 },
      { name: 'Pay it forward', kind: 'pay_it_forward', pricePence: 1500 },
    ],
  });
  const member = await createAccount(await apiRequest.newContext({ baseURL }), 'Ola Asking');
  await visit(page, event.path);
  const tickets = page.getByRole('form', { name: 'Tickets' });
  await expect(tickets.getByRole('heading', { name: 'Places paid forward' })).toBeVisible();
  await tickets.getByRole('link', { name: 'Log in to ask for a free place' }).click();
  await logInThroughForm(page, member.email);
  await expect(tickets.getByRole('button', { name: 'Ask for a free place' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'pay-it-forward-ask');
  // None paid forward yet: in line for the next one.
  await tickets.getByRole('button', { name: 'Ask for a free place' }).click();
  await expect(
    tickets.getByText("You've asked for a free place: you're number 1 in line."),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'pay-it-forward-waiting');
});
