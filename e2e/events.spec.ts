import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, logInThroughForm, londonDay, solidImage, visit } from './support';

const HOST = { email: 'maya@kindred.test', password: 'kindred-host-demo' };

test('a host creates a hosted event with an image, sees it on the home page, finds it by search and opens it', async ({
  page,
}) => {
  const title = `Moonlit Drum Circle ${Date.now()}`;
  await page.goto('/auth?returnTo=%2Fcreate-event');
  await logInThroughForm(page, HOST.email, HOST.password);
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Host it on Kindred/ }).click();
  await expect(page.getByRole('heading', { name: 'Create a hosted event' })).toBeVisible();
  await expectAccessible(page);

  // Publishing an empty form shows what is missing and saves nothing.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Subtitle (optional)').fill('Rhythm and stillness by the fire');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Bring a drum if you have one.\nWe have spares.');
  // Dates are typed day first (dd/mm/yyyy) and times on the 24-hour clock.
  const day = londonDay(3);
  await page.getByLabel('Start date', { exact: true }).fill(day);
  await page.getByLabel('Start time', { exact: true }).fill('19:00');
  await page.getByLabel('End date', { exact: true }).fill(day);
  await page.getByLabel('End time', { exact: true }).fill('21:30');
  await page.getByLabel('Venue').fill('Ashton Court Meadow');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS41 9JN');
  await page.getByRole('checkbox', { name: 'Ceremony', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Outdoors', exact: true }).check();
  const cover = await solidImage(1600, 1200, '#72583A', 'jpeg');
  await page
    .getByLabel('Choose a cover image')
    .setInputFiles({ name: 'fire.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute(
    'src',
    /-1200\.webp$/,
  );
  // Tickets: the first kind is there already; a second, on a sliding scale, is added.
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await tickets.getByLabel('Capacity (optional)').fill('30');
  await tickets.getByLabel('Price (£)').fill('12.50');
  await tickets.getByRole('button', { name: 'Add a kind of ticket' }).click();
  const second = tickets.getByRole('listitem').nth(1);
  await second.getByLabel('Ticket name').fill('Pay what you can');
  await second.getByLabel('Kind').selectOption('sliding');
  await second.getByLabel('Minimum (£)').fill('5');
  await second.getByLabel('Suggested (£)').fill('10');
  await second.getByLabel('Maximum (£)').fill('3');
  await expectAccessible(page);
  // A maximum below the minimum is caught before anything is saved.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(second.getByText('The maximum must be more than the minimum')).toBeVisible();
  await second.getByLabel('Maximum (£)').fill('20');
  await page.getByRole('button', { name: 'Publish' }).click();

  // Lands on the new event page.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(
    /\/events\/moonlit-drum-circle-\d+-[0-9a-f-]{36}\?id=[0-9a-f-]{36}$/,
  );
  const offer = page.getByRole('form', { name: 'Tickets' });
  await expect(offer.getByText('General admission', { exact: true })).toBeVisible();
  await expect(offer.getByText('£12.50', { exact: true })).toBeVisible();
  await expect(offer.getByText('£5.00 to £20.00', { exact: true })).toBeVisible();
  await expect(page.getByText('Bring a drum if you have one.')).toBeVisible();
  await expectAccessible(page);

  // It is on the home page.
  await page.getByRole('link', { name: 'Kindred, home' }).first().click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);

  // The header search finds it.
  await page.getByRole('searchbox', { name: 'Search events' }).fill('moonlit drum');
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The host sees it in the dashboard.
  await page.goto('/host-dashboard/events');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor downloads the .ics of an event', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Full Moon Cacao Ceremony' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Full Moon Cacao Ceremony' }),
  ).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('full-moon-cacao-ceremony.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Full Moon Cacao Ceremony');
});

test('search asks for 3 characters, then says when nothing matches', async ({ page }) => {
  await visit(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill('ca');
  await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
  await expectAccessible(page);
  await search.fill('zzqxv');
  await expect(
    page.getByText('No events match your search. Try a different keyword or explore all events.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Explore all events' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
});

test('category and date filters narrow the list', async ({ page }) => {
  await visit(page, '/');
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Sound Healing' })
    .click();
  await expect(page.getByRole('link', { name: 'Gong Bath by Candlelight' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ecstatic Dance Bristol' })).toHaveCount(0);
  await expect(page).toHaveURL(/categories=\d+/);
  await page.getByRole('group', { name: 'Dates' }).getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText('No events match these filters')).toBeVisible();
  await expectAccessible(page);
});

test('"Show all events" on an empty filtered list clears the date and the categories', async ({
  page,
}) => {
  await visit(page, '/');
  const categories = page.getByRole('group', { name: 'Categories' });
  const dates = page.getByRole('group', { name: 'Dates' });
  await categories.getByRole('button', { name: 'Sound Healing' }).click();
  await expect(page).toHaveURL(/categories=\d+/);
  await dates.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/date=today/);
  await expect(page.getByText('No events match these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Show all events' }).click();
  await expect(page).toHaveURL('/');
  await expect(dates.getByRole('button', { name: 'All dates' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(categories.getByRole('button', { name: 'All categories' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Events of other days and categories are back.
  await expect(page.getByRole('link', { name: 'Ecstatic Dance Bristol' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gong Bath by Candlelight' })).toBeVisible();
});

test('an unknown event id is a not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto(
    '/events/nothing-00000000-0000-4000-8000-000000000000?id=00000000-0000-4000-8000-000000000000',
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
