import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  PASSWORD,
  uniqueEmail,
} from './support';

/** Logs in through the form, then gives the account a space, which makes it a host. */
async function logInAsNewHost(page: Page, email: string, displayName: string) {
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  const handle = `h${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const saved = await page.request.put('/api/facilitator-space', {
    data: { displayName, handle },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);
}

test('a host deletes their account by keyboard from the settings tab, is signed out, and the address signs up again', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Dara Leaving');
  const firstConfirmation = await linkFromOutbox(email, /verify-email/);
  await logInAsNewHost(page, email, 'Dara Leaving');

  await page.goto('/host-dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await expect(page.getByText('Facilitator platform fee: £1.')).toBeVisible();
  await expectAccessible(page);

  // Everything from here by keyboard.
  await page.getByRole('button', { name: 'Delete account…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/your personal space, its page and its pictures/)).toBeVisible();
  await expect(dialog.getByText('It cannot be undone.', { exact: false })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page);

  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();
  await page.keyboard.type('not my password');
  await page.keyboard.press('Tab'); // the show-password toggle
  await page.keyboard.press('Tab');
  const confirmation = dialog.getByLabel('Type DELETE to confirm');
  await expect(confirmation).toBeFocused();
  await page.keyboard.type('delete');
  await expect(submit).toBeDisabled();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('DELETE');
  await expect(submit).toBeEnabled();
  await page.keyboard.press('Enter');
  // A wrong password is refused, and the account stays.
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await expectAccessible(page);

  await password.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  await expectAccessible(page);

  // The old password no longer opens anything.
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();

  // The address is free: it signs up again, as a new account.
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Dara Returning');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Signup successful! Please check your email for verification.'),
  ).toBeVisible();
  // The new account's own confirmation link, not the first account's.
  const newConfirmation = () => linkFromOutbox(email, /verify-email/);
  await expect.poll(newConfirmation).not.toBe(firstConfirmation);
  await page.goto(await newConfirmation());
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred, Dara!' })).toBeVisible();
  await expectAccessible(page);
});

test('an e-mail switch stays as it was set after a reload', async ({ page, request }) => {
  const { email } = await createAccount(request, 'Noor Quiet');
  await logInAsNewHost(page, email, 'Noor Quiet');
  await page.goto('/host-dashboard/settings');
  const followers = page.getByRole('switch', { name: 'New followers' });
  const invitations = page.getByRole('switch', { name: 'Co-host invitations' });
  await expect(followers).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  await followers.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('E-mails about new followers turned off')).toBeVisible();
  await expect(followers).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(followers).toHaveAttribute('aria-checked', 'false');
  await expect(invitations).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
});

test('someone who does not host finds the settings on their profile and changes their e-mail through the link', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Ira Member');
  await page.goto('/auth');
  await logInThroughForm(page, email);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Open account settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  // Of the e-mail switches a member has one, the daily news from those they follow (issue 23).
  await expect(page.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'News from people I follow' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await expectAccessible(page);

  const newEmail = uniqueEmail('ira-moved');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  await expect(
    page.getByText(`Until then you keep using ${email}.`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(await linkFromOutbox(newEmail, /verify-email/));
  await expect(page).toHaveURL('/settings');
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
  await expect(page.getByText(`Your address now: ${newEmail}`)).toBeVisible();
  await expectAccessible(page);
});
