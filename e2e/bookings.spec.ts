import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as apiRequest, test } from '@playwright/test';
import { eventWithTickets, expectAccessible, uniqueEmail, visit } from './support';

/** The newest mail to this address in the dev outbox, as text (quoted-printable undone). */
async function mailTo(email: string): Promise<string> {
  const outbox = path.resolve('.e2e-data/outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`${safe}.eml`))
      .sort();
    if (files.length > 0) {
      const raw = await readFile(path.join(outbox, files.at(-1)!), 'utf8');
      return raw.replace(/=\r?\n/g, '');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${email}`);
}

test('a guest books a free place and a paid place by keyboard, sees the booking and gets it by e-mail', async ({
  page,
  baseURL,
}) => {
  const hostApi = await apiRequest.newContext({ baseURL });
  const event = await eventWithTickets(hostApi, 'Lantern Cacao Circle', {
    capacity: 30,
    feeMode: 'guest',
    paymentInstructions: 'Pay £12.50 in cash at the door, or by bank transfer to R Lanthorn.',
    ticketTypes: [
      { name: 'Community place', pricePence: 0 },
      { name: 'Supporter', pricePence: 1250 },
    ],
  });

  // A free place, booked as a visitor without an account, by keyboard alone.
  await visit(page, event.path);
  const tickets = page.getByRole('form', { name: 'Tickets' });
  await expect(tickets.getByText('Community place', { exact: true })).toBeVisible();
  await expect(tickets.getByText('£12.50', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await tickets.getByLabel('How many “Community place” tickets').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tickets.getByLabel('How many “Community place” tickets')).toHaveValue('1');
  const guestEmail = uniqueEmail('juniper');
  await tickets.getByLabel('Your name').focus();
  await page.keyboard.type('Juniper Hale');
  await page.keyboard.press('Tab');
  await page.keyboard.type(guestEmail);
  await expect(tickets.getByText('Total')).toBeVisible();
  await tickets.getByRole('button', { name: 'Book' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/ticket-success\?order=/);
  await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
  await expect(page.getByText(/\(London time\)/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for ticket 1 of 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(page);
  const freeMail = await mailTo(guestEmail);
  expect(freeMail).toContain(`You're booked: ${event.title}`);
  expect(freeMail).toContain('filename=ticket-1.png');
  expect(freeMail).toContain('filename=event.ics');

  // A paid place: reserved now, paid as the host's instructions say.
  await visit(page, event.path);
  await tickets.getByLabel('How many “Community place” tickets').selectOption('0');
  await tickets.getByLabel('How many “Supporter” tickets').selectOption('2');
  await expect(tickets.getByText('Booking fee')).toBeVisible();
  // 2 × £12.50 and £1 a ticket: £27.00.
  await expect(tickets.getByText('£27.00')).toBeVisible();
  const paidEmail = uniqueEmail('juniper');
  await tickets.getByLabel('Your name').fill('Juniper Hale');
  await tickets.getByLabel('Your e-mail').fill(paidEmail);
  await tickets.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('heading', { name: 'Your place is reserved' })).toBeVisible();
  await expect(page.getByText('Still to pay: £27.00.')).toBeVisible();
  await expect(page.getByText(/bank transfer to R Lanthorn/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for ticket 2 of 2' })).toBeVisible();
  await expectAccessible(page);
  expect(await mailTo(paidEmail)).toContain('Still to pay: =C2=A327.00');
});

test('a sold-out event says so and offers no booking', async ({ page, baseURL }) => {
  const hostApi = await apiRequest.newContext({ baseURL });
  const event = await eventWithTickets(hostApi, 'Tiny Gong Bath', {
    capacity: 1,
    ticketTypes: [{ name: 'Mat space', pricePence: 0 }],
  });
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

  await visit(page, event.path);
  const tickets = page.getByRole('form', { name: 'Tickets' });
  await expect(tickets.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(tickets.getByText('This event is sold out.')).toBeVisible();
  await expect(tickets.getByRole('button', { name: 'Book' })).toHaveCount(0);
});
