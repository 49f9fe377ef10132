import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { appStarted, expectAccessible, visit } from './support';

/**
 * The pages people land on from a shared link arrive drawn by the server (ADR 24): their
 * content is in the HTML before any script runs, and the app then hydrates it without asking
 * the API again for what the HTML already holds, and without a word in the console.
 */

type Landing = { name: string; url: string; heading: string; text: string[] };

async function landingPages(page: Page): Promise<Landing[]> {
  const list = await page.request.get('/api/events?limit=48');
  const found = (await list.json()) as { events: Array<{ title: string; path: string }> };
  const event = found.events.find((e) => e.title === 'Ecstatic Dance Bristol')!;
  return [
    {
      name: 'home',
      url: '/',
      heading: 'Gatherings for the heart, body and soul',
      text: ['Upcoming events', 'Ecstatic Dance Bristol', 'Gong Bath by Candlelight'],
    },
    {
      name: 'an event',
      url: event.path,
      heading: 'Ecstatic Dance Bristol',
      text: ['Two hours of free movement, no talking, no alcohol', 'The Round House', 'Bristol'],
    },
    {
      name: 'a space',
      url: '/@maya-rivers',
      heading: 'Maya Rivers',
      text: [
        'Cacao ceremony facilitator and ecstatic dance DJ in Bristol.',
        'Ecstatic Dance Bristol',
      ],
    },
  ];
}

test('each landing page arrives with its content and its meta in the HTML', async ({ page }) => {
  for (const landing of await landingPages(page)) {
    const answer = await page.request.get(landing.url);
    expect(answer.status(), landing.name).toBe(200);
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, landing.name).toMatch(new RegExp(`<h1[^>]*>${landing.heading}</h1>`));
    for (const text of landing.text) expect(root, `${landing.name}: ${text}`).toContain(text);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
  }
});

test('without JavaScript, each landing page still shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const landing of await landingPages(page)) {
    await page.goto(landing.url);
    await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
    // A space's events are drawn twice, as cards and as a phone's list; one of them shows.
    for (const text of landing.text)
      await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
    // axe runs as a script, which this browser refuses; the next test checks these pages.
  }
  await context.close();
});

test('hydration leaves no console error or warning, and reads nothing again', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(events|spaces)/.test(url.pathname)) reads.push(url.pathname);
  });

  for (const landing of await landingPages(page)) {
    reads.length = 0;
    await page.goto(landing.url);
    await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    // The list, the event and the space came with the HTML.
    expect(reads, landing.name).toEqual([]);
  }

  // The app is live: a filter on home answers at once.
  await page.goto('/');
  await appStarted(page);
  const categories = page.getByRole('group', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Sound Healing' }).click();
  await expect(page).toHaveURL(/categories=\d+/);
  await expect(page.getByRole('link', { name: 'Gong Bath by Candlelight' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ecstatic Dance Bristol' })).toHaveCount(0);

  expect(messages).toEqual([]);
});

test('forms check their input without tripping the content security policy', async ({ page }) => {
  // A refused `new Function` probe, even one caught, is reported as a violation event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  await visit(page, '/login');
  // The login form's checks (zod) load when it is first used.
  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page);
  expect(messages).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('the logo has a hashed address that browsers keep for a year', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const logo = html.match(/<img src="(\/assets\/logo-[\w-]+\.svg)"/)?.[1];
  expect(logo).toBeDefined();
  const answer = await page.request.get(logo!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('each landing page names in its HTML all the code it runs to start, and fetches it once painted', async ({
  page,
}) => {
  // sonner is fetched once the browser is idle, to be ready for a first toast.
  const manifest = JSON.parse(await readFile('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const later = new Set([`/${manifest['node_modules/sonner/dist/index.mjs']!.file}`]);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) fetched.push(url.pathname);
  });

  for (const landing of await landingPages(page)) {
    const html = await (await page.request.get(landing.url)).text();
    // The page names one script, which names the app's code to fetch once the page is painted.
    const start = html.match(
      /<script type="module" src="([^"]+)" data-app-entry="([^"]+)" data-app-preload="([^"]*)">/,
    );
    expect(start, landing.name).not.toBeNull();
    const [, script, entry, preload] = start as RegExpMatchArray as [
      string,
      string,
      string,
      string,
    ];
    const named = new Set([script, entry, ...preload.split(' ')]);
    expect(html, landing.name).not.toContain('rel="modulepreload"');
    fetched.length = 0;
    await page.goto(landing.url);
    await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.length, landing.name).toBeGreaterThan(1);
    const [painted, asked] = await page.evaluate(
      (entry) => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        performance.getEntriesByName(new URL(entry, location.href).href)[0]?.startTime ?? -1,
      ],
      entry,
    );
    expect(asked, `${landing.name}: the app is asked for after the first paint`).toBeGreaterThan(
      painted,
    );
    // Anything else would be found only once the code before it had run: a round trip later.
    expect(
      fetched.filter((file) => !named.has(file) && !later.has(file)),
      landing.name,
    ).toEqual([]);
  }
});

for (const screen of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${screen.name}, the app takes over the page the server drew without drawing it again`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: screen });
    const page = await context.newPage();
    for (const landing of await landingPages(page)) {
      // The app's code is held back until the server's page has been looked at.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(landing.url, { waitUntil: 'commit' });
      await page.waitForSelector('main h1');
      // A part the server streamed after the rest (ADR 29) takes its place by React's own script,
      // before the app: what is looked at is the page as the server finished it.
      await page.waitForFunction(
        () => document.readyState !== 'loading' && !document.querySelector('#root template'),
      );
      await page.evaluate(() => {
        (window as unknown as { drawn: Element[] }).drawn = [
          ...document.querySelectorAll('#root *'),
        ];
      });
      release();
      // The app marks the page once it has taken it over (AppStarted in app-tree.tsx).
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
      await page.waitForLoadState('networkidle');
      const replaced = await page.evaluate(() =>
        (window as unknown as { drawn: Element[] }).drawn
          .filter((element) => !element.isConnected)
          .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
      );
      expect(replaced, landing.name).toEqual([]);
      await page.unrouteAll();
    }
    await expectAccessible(page);
    await context.close();
  });
}
