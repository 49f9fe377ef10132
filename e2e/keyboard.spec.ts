import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createAccount,
  expectAccessible,
  linkFromOutbox,
  PASSWORD,
  signUpWithSpace,
  uniqueEmail,
  visit,
} from './support';

/**
 * Issue 14, keyboard and focus (WCAG 2.2 AA): everything here is done with the keyboard alone,
 * and after every step the focus is somewhere a person can see, never on <body>.
 */

/** Presses Tab (as a person would) until `target` has focus. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types as a person does, a key at a time. */
const typeKeys = (page: Page, text: string) => page.keyboard.type(text, { delay: 40 });

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('search, then open an event: the search box keeps focus, the event page starts at its heading', async ({
  page,
}) => {
  await visit(page, '/');
  // The first page of a visit leaves focus at the document's start.
  expect(await focusIsOnBody(page)).toBe(true);

  const search = page.getByRole('searchbox', { name: 'Search events' });
  await tabTo(page, search);
  await typeKeys(page, 'Cacao');
  await expect(page).toHaveURL(/\?q=Cacao$/);
  // Only the query changed: focus stays in the box.
  await expect(search).toBeFocused();
  const result = page.getByRole('link', { name: 'Full Moon Cacao Ceremony' });
  await expect(result).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, result);
  // The card it covers is ringed (WCAG 2.4.7).
  const card = page.getByRole('article').filter({ has: result });
  await expect(card).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/full-moon-cacao-ceremony/);
  const title = page.getByRole('heading', { level: 1, name: 'Full Moon Cacao Ceremony' });
  await expect(title).toBeFocused();
  await expectAccessible(page);

  // Back to the list, and the home page's heading takes focus in turn.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gatherings for the heart, body and soul' }),
  ).toBeFocused();
});

test('a focused event card shows a ring of 3:1 or more against the page (WCAG 2.4.7, 1.4.11)', async ({
  page,
}) => {
  await visit(page, '/');
  const firstTitle = page.getByRole('article').first().getByRole('link');
  await tabTo(page, firstTitle);
  const ring = await page
    .getByRole('article')
    .first()
    .evaluate((card) => {
      const style = getComputedStyle(card);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        colour: style.outlineColor,
        page: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.page)).toBeGreaterThanOrEqual(3);
  expect(contrast(ring.colour, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);

  // A pointer does not ring it.
  await page.mouse.click(5, 300);
  await expect(page.getByRole('article').first()).toHaveCSS('outline-style', 'none');
});

test('sign up by keyboard from /login: switching tabs, the check-your-e-mail card and the welcome screens keep focus', async ({
  page,
}) => {
  const email = uniqueEmail('keys');
  await visit(page, '/login');

  // The "Sign up" link under the login form leaves with that form: focus goes to its tab.
  await tabTo(page, page.getByRole('button', { name: 'Sign up', exact: true }));
  await page.keyboard.press('Enter');
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  // And back: the "Log in" link under the sign-up form focuses the Login tab.
  await tabTo(page, page.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeFocused();
  // Arrow keys move along the tabs and open them.
  await page.keyboard.press('ArrowRight');
  await expect(signUpTab).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, page.getByLabel('Name'));
  await typeKeys(page, 'Kit Keys');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await typeKeys(page, email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await typeKeys(page, PASSWORD);
  await page.keyboard.press('Enter');

  // The form is replaced by the card saying where the link went: focus is on its title.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expectAccessible(page);

  await page.goto(await linkFromOutbox(email, /verify-email/));
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred, Kit!' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: "You're in! What would you like to do next?" }),
  ).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Skip for now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
});

test.describe('a visitor who presses Follow', () => {
  test('logs in and comes back to the space, followed, with focus on the button', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, 'Fern Follower');
    await visit(page, '/@maya-rivers');
    const follow = page.getByRole('link', { name: 'Follow', exact: true });
    await tabTo(page, follow);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/auth?returnTo=%2F%40maya-rivers');
    await expect(page.getByText('Log in or sign up to follow Maya Rivers.')).toBeVisible();
    expect(await focusIsOnBody(page)).toBe(false);
    await expectAccessible(page);
    await tabTo(page, page.getByLabel('Email'));
    await typeKeys(page, email);
    await page.keyboard.press('Tab');
    await typeKeys(page, PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/@maya-rivers');
    const following = page.getByRole('button', { name: 'Following', exact: true });
    await expect(following).toBeFocused();
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Following successfully')).toBeVisible();
    await expectAccessible(page);

    // Pressing it again unfollows, and the keyboard stays on the button.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Unfollowed successfully')).toBeVisible();
    const unfollowed = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(unfollowed).toBeFocused();
    await expect(unfollowed).toHaveAttribute('aria-pressed', 'false');
  });

  test('signs up instead, and the confirmation link brings them back to the space, followed', async ({
    page,
  }) => {
    const email = uniqueEmail('newcomer');
    await visit(page, '/@maya-rivers');
    await tabTo(page, page.getByRole('link', { name: 'Follow', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth?returnTo=%2F%40maya-rivers');

    await tabTo(page, page.getByRole('tab', { name: 'Login' }));
    await page.keyboard.press('ArrowRight');
    await tabTo(page, page.getByLabel('Name'));
    await typeKeys(page, 'Noor Newcomer');
    await page.keyboard.press('Tab');
    await typeKeys(page, email);
    await page.keyboard.press('Tab');
    await typeKeys(page, PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

    const link = await linkFromOutbox(email, /verify-email/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?welcome=1&returnTo=%2F%40maya-rivers$/);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Skip for now' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/@maya-rivers');
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeFocused();
    await expect(page.getByText('Following successfully')).toBeVisible();
    await expectAccessible(page);
  });
});

test('a space page keeps its heading outline: the roles\u2019 Services are h3 under the h2', async ({
  page,
}) => {
  await visit(page, '/@maya-rivers');
  const info = page.getByRole('region', { name: 'Additional Information' });
  await expect(info.getByRole('heading', { level: 3, name: 'Services' })).toBeVisible();
  await expect(info.locator('h4')).toHaveCount(0);
});

test('the updates page names each section by its heading', async ({ page }) => {
  await visit(page, '/updates');
  await expect(page.getByRole('region', { name: 'Events and personal spaces' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kindred opens its doors' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a field taking focus in a long form is never under the sticky bars (WCAG 2.4.11)', async ({
    page,
  }) => {
    await signUpWithSpace(page.request, 'Bea Barlow');
    await visit(page, '/create-hosted-event');
    const formBar = page.getByTestId('form-actions-bar');
    const bottomBar = page.getByTestId('mobile-bottom-bar');
    const header = page.getByRole('banner');
    await expect(formBar).toBeVisible();

    let checked = 0;
    for (let presses = 0; presses < 45; presses++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const inMain = await focused.evaluate(
        (element) => element.closest('main') !== null && element.closest('[data-testid]') === null,
      );
      if (!inMain) continue;
      const [field, bar, foot, top] = await Promise.all([
        focused.boundingBox(),
        formBar.boundingBox(),
        bottomBar.boundingBox(),
        header.boundingBox(),
      ]);
      const coveredFrom = Math.min(bar!.y, foot!.y);
      expect(field!.y + field!.height, `${presses}: under the bar`).toBeLessThanOrEqual(
        coveredFrom,
      );
      expect(field!.y, `${presses}: under the header`).toBeGreaterThanOrEqual(top!.y + top!.height);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  test('the super admin tables scroll in a named region the keyboard can reach', async ({
    page,
  }) => {
    await visit(page, '/auth?returnTo=%2Fsuper-admin');
    await page.getByLabel('Email').fill('admin@kindred.test');
    await page.getByLabel('Password', { exact: true }).fill('kindred-admin-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeFocused();
    await expectAccessible(page);

    // The events table: "Events: all, newest first", its caption, names its frame.
    const region = page.getByRole('region', { name: /^Events: / });
    const table = await region.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      tabIndex: element.tabIndex,
    }));
    expect(table).toEqual({ scrolls: true, tabIndex: 0 });
    // From the section's last filter, Tab reaches the table's frame.
    const section = page.getByRole('region', { name: 'Events', exact: true });
    await section.getByRole('combobox', { name: 'Status' }).focus();
    await tabTo(page, region, 5);
    await expect(region).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
