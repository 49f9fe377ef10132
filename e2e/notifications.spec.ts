import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  linkFromOutbox,
  PASSWORD,
  uniqueEmail,
  visit,
  londonIsoDay,
  signUpWithSpace,
} from './support';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

// Issue 11: host A invites host B to co-host; B sees it arrive without reloading, answers from
// the bell by keyboard, and A hears of the answer.
test('a co-host invitation reaches the bell live, is accepted by keyboard, and the inviter hears', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const inviterName = `Ada Inviter ${suffix}`;
  const inviteeName = `Bea Invitee ${suffix}`;
  const eventTitle = `Tidal Breathwork ${suffix}`;

  // A: a host with a space and an event, in a browser of her own.
  const inviterContext = await browser.newContext();
  const inviter = await inviterContext.newPage();
  await signUpWithSpace(inviter.request, inviterName);
  const date = londonIsoDay(7);
  const created = await inviter.request.post('/api/events', {
    data: {
      event: {
        isExternal: false,
        title: eventTitle,
        startDate: date,
        startTime: '19:00',
        endDate: date,
        endTime: '21:00',
        locationType: 'online',
        onlineLink: 'https://meet.example.com/breathwork',
        price: 0,
      },
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: eventId, path: eventPath } = (await created.json()) as { id: string; path: string };

  // B: another host, with a page open and nothing unread.
  const spaceId = (await signUpWithSpace(page.request, inviteeName)).spaceId;
  await visit(page, '/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // A invites B. B's badge changes within 5 s, on the same page (no reload, no 15 s poll).
  const invited = await inviter.request.post(`/api/events/${eventId}/cohosts`, {
    data: { spaceId },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // B opens the bell by keyboard and accepts.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText(`${inviterName} invited you to co-host ${eventTitle}`),
  ).toBeVisible();
  await expectAccessible(page);
  // Escape closes the panel and gives focus back to the bell; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const accept = panel.getByRole('button', { name: 'Accept' });
  for (let i = 0; i < 6 && !(await accept.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invitation accepted', { exact: true })).toBeVisible();
  // The invitation's notification is gone, and with it the badge.
  await expect(panel.getByText('No notifications yet.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The event page now names both hosts, each linking to their space.
  await visit(page, eventPath);
  const hostedBy = page.getByRole('main').getByText(/^Hosted by/);
  await expect(hostedBy).toHaveText(`Hosted by ${inviterName} & ${inviteeName}`);
  await expect(hostedBy.getByRole('link', { name: inviterName })).toHaveAttribute('href', /^\/@/);
  await expect(hostedBy.getByRole('link', { name: inviteeName })).toHaveAttribute('href', /^\/@/);

  // A hears of the answer: on her bell, live, and on her notifications page.
  const answer = `${inviteeName} accepted your invitation to co-host ${eventTitle}`;
  await visit(inviter, '/');
  await expect(bell(inviter)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(inviter).click();
  await expect(
    inviter.getByRole('dialog', { name: 'Notifications' }).getByText(answer),
  ).toBeVisible();
  await expectAccessible(inviter);
  await inviter.getByRole('link', { name: 'View all' }).click();
  await expect(inviter).toHaveURL('/notifications');
  await expect(inviter.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(inviter.getByRole('main').getByText(answer)).toBeVisible();
  await expectAccessible(inviter);

  // Marking it read takes the badge away; clearing all empties the list.
  await inviter.getByRole('main').getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell(inviter)).toHaveAccessibleName('Notifications');
  await inviter.getByRole('main').getByRole('button', { name: 'Clear all' }).click();
  await expect(inviter.getByText('All notifications have been cleared')).toBeVisible();
  await expect(inviter.getByRole('main').getByText('No notifications yet.')).toBeVisible();
  await expectAccessible(inviter);
  await inviterContext.close();
});

test('a signed-in person without a space has no bell, but a notifications page', async ({
  page,
}) => {
  const email = uniqueEmail('cleo');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Cleo Member', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  await page.request.get(await linkFromOutbox(email, /verify-email/));
  await visit(page, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});
