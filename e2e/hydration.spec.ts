import { expect, test, type Browser, type Page } from '@playwright/test';
import { appStarted, expectAccessible } from './support';

/**
 * A page the server drew is taken over by React while a person may already be using it (ADR 29).
 * On a slow phone (the CPU slowed four times) a press that lands while React is hydrating is not
 * lost: React takes over the part pressed first and replays the press there. Before the app's
 * code has arrived, links are plain links, and what is typed into the search box is kept.
 */

const SCREENS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
];

/** A browser tab on a CPU four times slower, as Lighthouse's mobile preset has it. */
async function slowTab(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/**
 * Opens `url` and presses the element `selector` finds (with `text`, if given) the moment
 * hydration starts: the app marks the page (`data-app="hydrating"`) just before `hydrateRoot`,
 * and a MutationObserver's callback runs once that task is done: React is listening, and has
 * taken over nothing yet. A part the server streamed after the rest is pressed as it arrives.
 */
async function pressAsHydrationStarts(
  page: Page,
  url: string,
  target: { selector: string; text?: string },
) {
  await page.addInitScript(({ selector, text }) => {
    const pressed: string[] = [];
    (window as unknown as { pressedWhile: string[] }).pressedWhile = pressed;
    const find = () =>
      [...document.querySelectorAll<HTMLElement>(selector)].find(
        (element) => text === undefined || element.textContent?.trim() === text,
      );
    const press = (element: HTMLElement) => {
      pressed.push(document.documentElement.dataset.app ?? 'not started');
      element.click();
    };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.app !== 'hydrating') return;
      observer.disconnect();
      const element = find();
      if (element) return press(element);
      new MutationObserver((__, waiting) => {
        const arrived = find();
        if (!arrived) return;
        waiting.disconnect();
        press(arrived);
      }).observe(document.body, { childList: true, subtree: true });
      // The script runs before <html> is parsed: the whole document is watched.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  }, target);
  await page.goto(url);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pressedWhile: string[] }).pressedWhile))
    .toEqual(['hydrating']);
}

async function eventPath(page: Page, title: string) {
  const found = (await (await page.request.get('/api/events?limit=48')).json()) as {
    events: Array<{ title: string; path: string }>;
  };
  return found.events.find((event) => event.title === title)!.path;
}

for (const screen of SCREENS) {
  test.describe(`on ${screen.name} with a slow CPU`, () => {
    test('a date filter pressed as home hydrates filters the list', async ({ browser }) => {
      const { page, close } = await slowTab(browser, screen.viewport);
      await pressAsHydrationStarts(page, '/', {
        selector: '[role="group"][aria-label="Dates"] button',
        text: 'This weekend',
      });
      await expect(page).toHaveURL(/[?&]date=weekend/);
      await expect(
        page.getByRole('group', { name: 'Dates' }).getByRole('button', { name: 'This weekend' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await appStarted(page);
      await expectAccessible(page);
      await close();
    });

    test('Follow pressed as a space hydrates asks to log in to follow', async ({ browser }) => {
      const { page, close } = await slowTab(browser, screen.viewport);
      // A visitor's Follow is a link to log in; its press also remembers whom to follow.
      await pressAsHydrationStarts(page, '/@maya-rivers', {
        selector: 'main header a[href^="/auth"]',
        text: 'Follow',
      });
      await expect(page).toHaveURL('/auth?returnTo=%2F%40maya-rivers');
      await expect(page.getByText('Log in or sign up to follow Maya Rivers.')).toBeVisible();
      await expectAccessible(page);
      await close();
    });

    test('Book pressed as an event hydrates books, here asking who for', async ({ browser }) => {
      const { page, close } = await slowTab(browser, screen.viewport);
      const path = await eventPath(page, 'Ecstatic Dance Bristol');
      await pressAsHydrationStarts(page, path, {
        // "Book", or "Reserve" here: a paid event whose guests pay the host.
        selector: 'aside form button[type="submit"]',
      });
      // The booking was sent by the app (a plain form would have reloaded the page), and the
      // server asks for the guest's name.
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(page.url()).search).toBe(new URL(path, 'http://x').search);
      await expectAccessible(page);
      await close();
    });
  });
}

test('before the app arrives, links are links and typed search text is kept and searched', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search events' });
  await box.fill('gong');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await appStarted(page);
  await expect(page).toHaveURL(/[?&]q=gong/);
  await expect(page.getByRole('link', { name: 'Gong Bath by Candlelight' })).toBeVisible();
  await expect(box).toHaveValue('gong');

  // With no app yet, a link is followed as a plain link.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/');
  await bare.getByRole('link', { name: 'Ecstatic Dance Bristol' }).first().click();
  await expect(
    bare.getByRole('heading', { level: 1, name: 'Ecstatic Dance Bristol' }),
  ).toBeVisible();
  // And Enter in the search box searches, drawn by the server.
  await bare.goto('/');
  await bare.getByRole('searchbox', { name: 'Search events' }).fill('gong');
  await bare.getByRole('searchbox', { name: 'Search events' }).press('Enter');
  await expect(bare).toHaveURL(/\/\?q=gong$/);
  await expect(bare.getByRole('link', { name: 'Gong Bath by Candlelight' })).toBeVisible();
  await context.close();
});
