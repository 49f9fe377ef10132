import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectAccessible,
  linkFromOutbox,
  logInThroughForm,
  PASSWORD,
  solidImage,
  uniqueEmail,
  visit,
} from './support';

test('sign up, confirm through the outbox link, see the welcome screens, edit the profile, sign out', async ({
  page,
}) => {
  const email = uniqueEmail('river');
  await visit(page, '/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  await page.getByLabel('Name').fill('River Song');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Signup successful! Please check your email for verification.'),
  ).toBeVisible();
  // ADR 18: no session until the address is confirmed; the page says where to look.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // Follow the confirmation link from the e-mail written to the outbox: it signs in and, as
  // spec 02 §2 says, shows the first welcome screen, then the second.
  const link = await linkFromOutbox(email, /verify-email/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred, River!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: "You're in! What would you like to do next?" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/');

  // Sign out from the profile menu, then log back in.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();

  await page.getByRole('link', { name: 'Login / Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('River');
  await expect(page.getByLabel('Last name')).toHaveValue('Song');
  await expectAccessible(page);

  await page.getByLabel('Bio').fill('Sound baths on Sundays.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Sound baths on Sundays.');

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor on the form', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Wren Wrong');
  await visit(page, '/login');
  await logInThroughForm(page, email, 'not my passphrase');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expectAccessible(page);
});

test('a visitor sent from /profile to log in comes back to /profile', async ({ page, request }) => {
  const { email } = await createAccount(request, 'Robin Return');
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth?returnTo=%2Fprofile');
  await expectAccessible(page);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('uploads an avatar on the profile page, and refuses a file that is not an image', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'Ava Tar');
  await page.goto('/auth?returnTo=%2Fprofile');
  await logInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  await page
    .getByLabel('Choose a profile photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.' }),
  ).toBeVisible();

  const png = await solidImage(600, 400, '#8DAF3D');
  await page
    .getByLabel('Choose a profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /\/uploads\/avatars\/.+\.webp$/,
  );
  await expectAccessible(page);
});
