import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  visit,
} from './support';

test('a forgotten password is changed through the e-mailed link, and the new one logs in', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Pat Reset');
  await visit(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  // Checked when sent, by the same rules as the server, the field with the problem focused.
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(` ${email}`);
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for' }),
  ).toContainText(`If an account exists for ${email}, a reset link is on its way.`);
  await expectAccessible(page);

  await page.goto(await linkFromOutbox(email, /reset-password/));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const password = page.getByLabel('New password');
  await password.fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expectAccessible(page);
  await password.fill('a new river at dusk');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logInThroughForm(page, email, 'a new river at dusk');
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeHidden();
  await expect(page).toHaveURL('/');
});
