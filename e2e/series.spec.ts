import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  mailFromOutbox,
  londonDay,
  londonIsoDay,
  signUpWithSpace,
  uniqueEmail,
  visit,
} from './support';

/** The weekday of a London date, as the form and the page name it ("Thursday"). */
const weekdayOf = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'Europe/London',
  });
/** A London date as the event page writes it: "Thursday 4 June 2099". */
const longDate = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`)
    .toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    })
    .replace(',', '');

test('a host makes a weekly series, and a guest books its third date by keyboard', async ({
  page,
  browser,
}) => {
  const title = `Weekly Ecstatic Dance ${Date.now().toString(36)}`;
  const host = await signUpWithSpace(page.request, 'Selene Waters');
  await visit(page, '/create-event');
  await page.getByRole('link', { name: /Host it on Kindred/ }).click();
  await expect(page.getByRole('heading', { name: 'Create a hosted event' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Move freely. No talking on the floor.');
  await page.getByLabel('Start date', { exact: true }).fill(londonDay(7));
  await page.getByLabel('Start time', { exact: true }).fill('19:00');
  await page.getByLabel('End date', { exact: true }).fill(londonDay(7));
  await page.getByLabel('End time', { exact: true }).fill('21:00');
  await page.getByLabel('Venue').fill('St Werburghs Hall');
  await page.getByLabel('Town or city').fill('Bristol');

  // Repeats: weekly, on the start date's own day, four dates in all.
  const repeats = page.getByRole('region', { name: 'Repeats' });
  await repeats.getByRole('combobox', { name: 'Repeats' }).focus();
  await repeats.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
  const weekday = weekdayOf(londonIsoDay(7));
  await expect(repeats.getByRole('checkbox', { name: weekday })).toBeChecked();
  await expect(repeats.getByRole('status')).toHaveText(`Every ${weekday}`);
  await repeats.getByRole('radio', { name: 'After a number of dates' }).check();
  await repeats.getByRole('textbox', { name: 'Number of dates' }).fill('4');
  await expect(repeats.getByText('4 dates in all')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish' }).focus();
  await page.keyboard.press('Enter');

  // The first date's page says how it repeats and links the other three.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Every ${weekday}`)).toBeVisible();
  await page.getByText('Other dates').focus();
  await page.keyboard.press('Enter');
  const third = page.getByRole('link', { name: `${longDate(londonIsoDay(21))}, 19:00` });
  await expect(third).toBeVisible();
  await expectAccessible(page);
  const thirdPath = (await third.getAttribute('href'))!;

  // A guest books a place on the third date, by keyboard, without an account.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await visit(guest, thirdPath);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText(longDate(londonIsoDay(21)), { exact: true })).toBeVisible();
  await expectAccessible(guest);
  const tickets = guest.getByRole('form', { name: 'Tickets' });
  await tickets.getByLabel('How many “General admission” tickets').focus();
  await guest.keyboard.press('ArrowDown');
  await tickets.getByLabel('Your name').focus();
  await guest.keyboard.type('Juniper Hale');
  await guest.keyboard.press('Tab');
  const guestEmail = uniqueEmail('juniper');
  await guest.keyboard.type(guestEmail);
  await tickets.getByRole('button', { name: 'Book' }).focus();
  await guest.keyboard.press('Enter');
  await expect(guest.getByRole('heading', { name: "You're booked!" })).toBeVisible();
  // The booking is for that date: "Saturday, 19 December 2026 at 19:00 to 21:00".
  const [weekdayName, ...dayMonthYear] = longDate(londonIsoDay(21)).split(' ');
  await expect(
    guest.getByText(`${weekdayName}, ${dayMonthYear.join(' ')} at 19:00 to 21:00`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible(guest);

  // The guest subscribes to the facilitator's feed from their space: it holds the third date.
  await visit(guest, `/@${host.handle}`);
  const subscribe = guest.getByRole('link', { name: 'Apple or Outlook' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\.ics$/);
  await expectAccessible(guest);
  const feed = await guest.request.get(`/@${host.handle}/calendar.ics`);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const thirdId = new URL(thirdPath, 'http://x').searchParams.get('id');
  expect(await feed.text()).toContain(`UID:${thirdId}@kindred`);

  // The host moves that one date an hour later, by keyboard: the form asks which dates change.
  await visit(page, `/edit-hosted-event/${thirdId}`);
  await expect(page.getByLabel('Start time', { exact: true })).toHaveValue('19:00');
  await page.getByLabel('Start time', { exact: true }).fill('20:00');
  await page.getByLabel('End time', { exact: true }).fill('22:00');
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  const scope = page.getByRole('dialog', { name: 'Save changes to this series' });
  await expect(scope.getByRole('radio', { name: 'This date' })).toBeChecked();
  await expectAccessible(page);
  await scope.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The guest sees the new time on the date's page, in an e-mail with the calendar file, and in
  // the feed (the same UID at a higher SEQUENCE); the other dates keep 19:00.
  await visit(guest, thirdPath);
  await expect(guest.getByText('20:00', { exact: false }).first()).toBeVisible();
  await expectAccessible(guest);
  const mail = await mailFromOutbox(guestEmail, /new time/);
  expect(mail).toContain(`${longDate(londonIsoDay(21))}, 20:00 to 22:00 (London time)`);
  expect(mail).toContain('(was ');
  expect(mail).toContain('event.ics');
  const updated = await (await guest.request.get(`/@${host.handle}/calendar.ics`)).text();
  const entry = updated.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${thirdId}@kindred`))!;
  expect(entry).toContain(
    `DTSTART;TZID=Europe/London:${londonIsoDay(21).replaceAll('-', '')}T200000`,
  );
  expect(entry).toMatch(/SEQUENCE:[1-9]/);
  await guestContext.close();
});
