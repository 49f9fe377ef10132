import { expect, test } from '@playwright/test';
import { expectAccessible, publishHostedEvent, signUpWithSpace, visit } from './support';

test('a host marks an event step-free and alcohol-free by keyboard; a visitor finds it by filter and by search', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signUpWithSpace(page.request, 'Rosa Lind', `rosa-${stamp}`);
  const event = await publishHostedEvent(page.request, `Quiet Sound Journey ${stamp}`);

  // The host ticks two facts in the event's form, with the keyboard alone.
  await visit(page, `/edit-hosted-event/${event.id}`);
  for (const fact of ['Step-free entrance', 'Alcohol-free']) {
    const box = page.getByRole('checkbox', { name: fact });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await page.getByLabel('What to bring').fill('A blanket and a bottle of water');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

  // Its page says so, in words beside each icon.
  const expectSection = page.getByRole('region', { name: 'What to expect' });
  await expect(expectSection).toContainText('Step-free entrance');
  await expect(expectSection).toContainText('Alcohol-free');
  await expect(expectSection).toContainText('A blanket and a bottle of water');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('event-what-to-expect.png'), fullPage: true });

  // A visitor filters the home page by both facts: the address keeps them, the card shows them.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visit(visitor, '/');
  for (const fact of ['Step-free entrance', 'Alcohol-free']) {
    const chip = visitor.getByRole('button', { name: fact, exact: true });
    await chip.focus();
    await visitor.keyboard.press('Enter');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(visitor).toHaveURL(/[?&]facts=\d+(%2C|,)\d+/);
  const card = visitor.getByRole('link', { name: event.title });
  await expect(card).toBeVisible();
  await expectAccessible(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('home-filtered-by-facts.png') });
  // The filtered list survives a reload.
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: event.title })).toBeVisible();
  await expect(
    visitor.getByRole('button', { name: 'Step-free entrance', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // And search finds it by a fact's words, written with a space for the hyphen.
  await visitor.getByRole('searchbox', { name: 'Search events' }).fill(`alcohol free`);
  await expect(visitor.getByRole('heading', { name: 'Search results' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: event.title })).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();
});
