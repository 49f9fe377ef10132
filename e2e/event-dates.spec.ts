import { expect, test } from '@playwright/test';
import { expectAccessible, logInThroughForm, visit } from './support';

const HOST = { email: 'isla@kindred.test', password: 'kindred-host-demo' };

test.describe('in an American browser', () => {
  // The browser's locale would make native date and time inputs mm/dd/yyyy with AM/PM.
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the event form takes dates as dd/mm/yyyy and times on the 24-hour clock, and sends the API its own format', async ({
    page,
  }) => {
    await page.goto('/auth?returnTo=%2Fcreate-hosted-event');
    await logInThroughForm(page, HOST.email, HOST.password);
    await expect(page.getByRole('heading', { name: 'Create a hosted event' })).toBeVisible();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const startDate = page.getByLabel('Start date', { exact: true });
    const startTime = page.getByLabel('Start time', { exact: true });
    const endDate = page.getByLabel('End date', { exact: true });
    const endTime = page.getByLabel('End time', { exact: true });
    await expect(startDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(startTime).toHaveValue('19:00');
    await expect(endTime).toHaveValue('21:00');

    // Clear messages for what cannot be read.
    await startDate.fill('02/30/2099');
    await startDate.blur();
    await expect(page.getByText('02/30/2099 is not a date in the calendar')).toBeVisible();
    await expect(startDate).toHaveAttribute('aria-invalid', 'true');
    await startTime.fill('7:30 PM');
    await startTime.blur();
    await expect(
      page.getByText('Enter the time as HH:mm on the 24-hour clock, for example 19:30'),
    ).toBeVisible();
    await expectAccessible(page);

    // Day first: 03/04/2099 is the 3rd of April. The end date follows an empty one.
    await startDate.fill('3/4/2099');
    await startDate.blur();
    await expect(startDate).toHaveValue('03/04/2099');
    await expect(page.getByText('02/30/2099 is not a date in the calendar')).toHaveCount(0);
    await expect(endDate).toHaveValue('03/04/2099');
    await startTime.fill('1930');
    await startTime.blur();
    await expect(startTime).toHaveValue('19:30');

    // The end date picked from the calendar by keyboard: it opens on the chosen day.
    await page.getByRole('button', { name: 'Choose the end date from a calendar' }).focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'End date calendar' });
    await expect(calendar.getByRole('grid', { name: 'April 2099' })).toBeVisible();
    // Weeks start on Monday, as in Britain: the second week of April 2099 opens on the 6th.
    await expect(
      calendar.getByRole('row').nth(1).getByRole('gridcell').first(),
    ).toHaveAccessibleName('Monday, 6 April 2099');
    await expect(calendar.getByRole('button', { name: /^\w+, 3 April 2099/ })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(endDate).toHaveValue('05/04/2099');
    await endTime.fill('14:00');

    await page.getByLabel('Title', { exact: true }).fill('Three Days of Sound');
    await page.getByLabel('Town or city').fill('Totnes');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await sent).postDataJSON().event).toMatchObject({
      startDate: '2099-04-03',
      startTime: '19:30',
      endDate: '2099-04-05',
      endTime: '14:00',
    });
    await expect(page).toHaveURL('/host-dashboard/events');
    await expect(
      page.getByText('Apr 3rd, 19:30 – Apr 5th, 2099, 14:00 · Totnes', { exact: true }),
    ).toBeVisible();
  });
});

test('a multi-day card and its event page give each day its own time', async ({ page }) => {
  await visit(page, '/');
  // The demo weekend runs from 16:00 on its first day to 14:00 on its last.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Peak District Yoga & Wild Swim Weekend' }) });
  await expect(card).toContainText(
    /[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th)(, \d{4})?, 16:00 – [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{4}, 14:00/,
  );
  await expect(card).not.toContainText('16:00–14:00');

  await card.getByRole('link', { name: 'Peak District Yoga & Wild Swim Weekend' }).click();
  const when = page.getByRole('complementary');
  await expect(when).toContainText(/\w+day \d{1,2} \w+ \d{4}, 16:00/);
  await expect(when).toContainText(/to \w+day \d{1,2} \w+ \d{4}, 14:00/);
  await expect(when).not.toContainText('16:00–14:00');
  await expectAccessible(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('space cards open in a new tab and read "MMM dd, yyyy" with a 12-hour clock and a 60-character description', async ({
    page,
    context,
  }) => {
    await visit(page, '/@maya-rivers');
    const card = page.getByRole('link', { name: /Ecstatic Dance Bristol/ });
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute(
      'href',
      /^\/events\/ecstatic-dance-bristol-[0-9a-f-]{36}\?id=/,
    );
    await expect(card).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} · 7:30 PM – 10:00 PM/);
    const description =
      'A DJ-led journey from gentle warm-up to wild peak and back to stillness. Barefoot, phone-free, alcohol-free.';
    await expect(card).toContainText(`${description.slice(0, 60).trimEnd()}…`);
    await expect(card).not.toContainText(description.slice(0, 61));

    const opened = context.waitForEvent('page');
    await card.click();
    const tab = await opened;
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Ecstatic Dance Bristol' }),
    ).toBeVisible();
    // The space page stays open behind it.
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Rivers' })).toBeVisible();
  });
});
