import { expect, test } from '@playwright/test';
import { expectAccessible, logInThroughForm } from './support';

const ADMIN = { email: 'admin@kindred.test', password: 'kindred-admin-demo' };

test('a super admin sees the three image areas available on the embedded install, and checks again by keyboard', async ({
  page,
}) => {
  await page.goto('/auth?returnTo=%2Fsuper-admin');
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/super-admin');

  const storage = page.getByRole('region', { name: 'Storage' });
  await expect(storage).toContainText('folders of the data folder on this server');
  const areas = storage.getByRole('list', { name: 'Image storage areas' }).getByRole('listitem');
  await expect(areas).toHaveCount(3);
  const expected = [
    ['Event images', 'uploads/events'],
    ['Profile images', 'uploads/avatars'],
    ['Facilitator images', 'uploads/spaces'],
  ] as const;
  for (const [index, [label, folder]] of expected.entries()) {
    await expect(areas.nth(index)).toContainText(label);
    await expect(areas.nth(index)).toContainText(folder);
    await expect(areas.nth(index)).toContainText('Available');
  }
  await expect(storage.getByRole('status')).toContainText('Nothing is missing.');
  // Nothing to create, so "Create missing" is off.
  await expect(storage.getByRole('button', { name: 'Create missing' })).toBeDisabled();
  await expectAccessible(page);

  // Checking again from the keyboard asks the server afresh.
  const checkAgain = storage.getByRole('button', { name: 'Check again' });
  await checkAgain.focus();
  const checked = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/storage') && response.status() === 200,
  );
  await page.keyboard.press('Enter');
  await checked;
  await expect(checkAgain).toBeEnabled();
  await expect(checkAgain).toBeFocused();
  await expect(areas.filter({ hasText: 'Available' })).toHaveCount(3);
  await expectAccessible(page);
});
