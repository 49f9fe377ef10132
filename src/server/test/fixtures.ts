import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { profiles } from '../db/schema/profiles';
import { signUpHost } from './event-helpers';
import { callApi, createTestApp, signUp, type ApiMethod, type TestApp } from './test-app';

/** A signed-in person: their session cookie and their account's id. */
export type Account = { cookie: string; userId: string };

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[1]>;

/**
 * One test app for the tests of the describe block this is called in: made before the first,
 * closed after the last. It answers at once with an object the app is put into then, so the
 * tests name it as they would a `let t` set in their own `beforeAll`. `options` may be a function,
 * for options made in the set-up (a web dist folder).
 */
export function useTestApp(
  target: 'pglite' | 'postgres',
  options: TestAppOptions | (() => Promise<TestAppOptions>) = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const made = typeof options === 'function' ? await options() : options;
    Object.assign(t, await createTestApp(target, made));
  });
  afterAll(() => t.close?.());
  return t;
}

/** Signs someone up and makes them a super admin (as `kindred admin grant` would). */
export async function signUpSuperAdmin(
  t: Pick<TestApp, 'app' | 'db' | 'mails' | 'runJobs'>,
  person = { name: 'Sam Admin', email: 'sam@example.com' },
): Promise<Account> {
  const account = await signUp(t, person);
  await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, account.userId));
  return account;
}

/**
 * Who the super admin's pages are tested as: Sam the super admin, Mo a member and Hana a host,
 * signed up in that order before the block's first test (the app wants `signupPerIp` raised).
 */
export function useAdminCast(t: TestApp): { admin: Account; member: Account; host: Account } {
  const cast = { admin: {} as Account, member: {} as Account, host: {} as Account };
  beforeAll(async () => {
    Object.assign(cast.admin, await signUpSuperAdmin(t));
    Object.assign(cast.member, await signUp(t, { name: 'Mo Member', email: 'mo@example.com' }));
    Object.assign(cast.host, await signUpHost(t, 'Hana Host', 'hana@example.com'));
  });
  return cast;
}

/**
 * Expects every one of these admin routes to refuse a visitor (401) and each of `others` (403,
 * with the message people see).
 */
export async function expectOnlySuperAdmins(
  t: TestApp,
  routes: Array<[ApiMethod, string, unknown?]>,
  others: Record<string, Account>,
) {
  for (const [method, url, payload] of routes) {
    const visitor = await callApi(t, method, url, undefined, payload);
    expect(visitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
    for (const [who, person] of Object.entries(others)) {
      const refused = await callApi(t, method, url, person.cookie, payload);
      expect(refused.statusCode, `${method} ${url} as a ${who}`).toBe(403);
      expect(refused.json().message).toBe('Only super admins can do that.');
    }
  }
}
