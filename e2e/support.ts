import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The two widths every page is checked at: a phone's and a laptop's. */
const PHONE_WIDTH = 390;
const DESKTOP = { width: 1280, height: 720 };

/** The pages (path and width) this worker has checked at their other width already. */
const checkedAtOtherWidth = new Set<string>();

/**
 * Fails the test on any WCAG 2.2 A/AA violation axe-core finds on the page as it is now, at the
 * width it is shown at, and (the first time a worker sees the path) at the other of a phone's
 * (390 px) and a laptop's (1280 px): the layout differs (the bottom bar, the compact lists), and
 * so may what axe finds. The page is put back at its own size and scroll afterwards. Checking a
 * path's other width once, not on every call, keeps the suite within CI's time.
 */
export async function expectAccessible(page: Page) {
  const size = page.viewportSize() ?? DESKTOP;
  await expectAccessibleAsShown(page, `${size.width} px`);
  const other =
    size.width <= PHONE_WIDTH * 2 ? DESKTOP : { width: PHONE_WIDTH, height: size.height };
  const seen = `${new URL(page.url()).pathname} at ${other.width}`;
  if (checkedAtOtherWidth.has(seen)) return;
  checkedAtOtherWidth.add(seen);
  // The page is read from its top at the other width: a scroll position kept from this width
  // lands anywhere in the reflowed page, and puts a row half under the sticky header.
  const scrolled = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.setViewportSize(other);
  try {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessibleAsShown(page, `${other.width} px`);
  } finally {
    await page.setViewportSize(size);
    await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled);
  }
}

async function expectAccessibleAsShown(page: Page, width: string) {
  await page.waitForLoadState('domcontentloaded');
  // Let lazy routes and queries settle so axe sees the real page, not a skeleton.
  // The super admin's page loads a dozen lists at once: on a loaded two-core machine that can
  // take longer than the default ten seconds.
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0, {
    timeout: 20_000,
  });
  // A toast sliding in is half transparent for a moment; axe would measure its contrast then.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // A toast raised as the page settles can start to slide in while axe runs (sonner loads on
  // the first toast): a violation must still be there a moment later to count.
  let violations = await axeViolations(page);
  for (const pause of [500, 1_500]) {
    if (violations.length === 0) break;
    await page.waitForTimeout(pause);
    violations = await axeViolations(page);
  }
  expect(violations, `accessibility violations on ${page.url()} at ${width}`).toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page for every check to
  // put the frames' results together, which took twice as long (5 s against 2 s on the super
  // admin's page) for a site with no frames. Only violations are sent back.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`).join('\n  ')}`,
  );
}

/**
 * Waits until the app has taken over the page. A page drawn on the server (home, an event, a
 * space) is shown before its code has arrived, and its buttons do nothing until then.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
}

/** Goes to a URL, waits for the app to start, and checks the page with axe. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await appStarted(page);
  await expectAccessible(page);
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'a calm river at dawn';

export async function createAccount(
  request: APIRequestContext,
  name: string,
  email = uniqueEmail(name.split(' ')[0]!.toLowerCase()),
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  // The account is used from its confirmation link on (ADR 18); following it signs in.
  await request.get(await linkFromOutbox(email, /verify-email/));
  // A signed-in POST needs its Origin, as a browser sends it.
  await request.post('/api/auth/sign-out', {
    data: {},
    headers: { origin: new URL(response.url()).origin },
  });
  return { name, email };
}

/**
 * The newest e-mail to this address in the dev outbox (decoded) of which `find` makes something,
 * and what it made; waits for the job queue's worker, which looks for work every two seconds.
 */
async function fromOutbox<T>(
  email: string,
  find: (text: string) => T | undefined,
  what: string,
): Promise<T> {
  const outbox = path.resolve('.e2e-data/outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`${safe}.eml`))
      .sort();
    for (const file of files.reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      // Undo quoted-printable soft line breaks and escapes.
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const found = find(text);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail ${what} for ${email}`);
}

/** Reads the newest e-mail to this address from the dev outbox and returns its first link. */
export function linkFromOutbox(email: string, pattern: RegExp): Promise<string> {
  return fromOutbox(
    email,
    (text) => text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => pattern.test(l)),
    `with a link matching ${pattern}`,
  );
}

/** The text of the newest e-mail to this address that matches `pattern`. */
export function mailFromOutbox(email: string, pattern: RegExp): Promise<string> {
  return fromOutbox(
    email,
    (text) => (pattern.test(text) ? text : undefined),
    `matching ${pattern}`,
  );
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A London calendar date `days` from now, as the event form takes it (dd/mm/yyyy). */
export function londonDay(days: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86400_000));
}

/** A picture of one colour, as a person would choose from their files (PNG unless asked). */
export function solidImage(
  width: number,
  height: number,
  colour: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** A London calendar date `days` from today, as the API takes it (yyyy-mm-dd). */
export function londonIsoDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86400_000),
  );
}

/**
 * Signs up with a facilitator space (which makes a host) through the API and confirms the
 * address, which signs in the browser context this request belongs to.
 */
export async function signUpWithSpace(
  request: APIRequestContext,
  name: string,
  handle = `${name.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}`,
) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const signUp = await request.post('/api/account/sign-up', {
    data: { name, email, password: PASSWORD, space: { displayName: name, handle } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  expect((await request.get(await linkFromOutbox(email, /verify-email/))).ok()).toBe(true);
  const own = await request.get('/api/facilitator-space');
  const spaceId = ((await own.json()) as { space: { id: string } }).space.id;
  return { name, email, handle, spaceId };
}

/** Publishes a hosted event three weeks ahead in Bristol for the host signed in on `request`. */
export async function publishHostedEvent(request: APIRequestContext, title: string) {
  const date = londonIsoDay(21);
  const created = await request.post('/api/events', {
    data: {
      publish: true,
      event: {
        isExternal: false,
        title,
        startDate: date,
        startTime: '19:00',
        endDate: date,
        endTime: '21:30',
        locationType: 'physical',
        venue: 'The Lantern Room',
        city: 'Bristol',
        price: 0,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; path: string; title: string };
}

/**
 * A published hosted event of a new host (signed in on `request`), three weeks ahead, with
 * these tickets (`PUT /api/events/:id/ticketing`).
 */
export async function eventWithTickets(
  request: APIRequestContext,
  title: string,
  ticketing: Record<string, unknown>,
) {
  const stamp = Date.now().toString(36);
  await signUpWithSpace(request, 'Rhea Lanthorn', `rhea-${stamp}`);
  const event = await publishHostedEvent(request, `${title} ${stamp}`);
  const saved = await request.put(`/api/events/${event.id}/ticketing`, { data: ticketing });
  expect(saved.status(), await saved.text()).toBe(200);
  return event;
}
