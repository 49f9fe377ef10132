import { beforeAll, expect } from 'vitest';
import type { AdminEventsPage, ReportsPage } from '../../../shared/moderation-schemas';
import { adminAuditLog } from '../../db/schema/audit-log';
import { signUpHost } from '../../test/event-helpers';
import { signUpSuperAdmin, useTestApp, type Account } from '../../test/fixtures';
import { signUpWithSpace, type HostWithSpace } from '../../test/space-helpers';
import { callApi, signUp, type ApiMethod } from '../../test/test-app';

/** An id of the right shape that no event, space or report has. */
export const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * The moderation tests' app and who they act as: Sam the super admin, Mo a member, Hana a host
 * with her space `hana-host` and Oren another host, signed up in that order before the first test
 * of the describe block this is called in. Answers them at once, with the calls the tests make.
 */
export function useModerationApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const admin = {} as Account;
  const member = {} as Account;
  const host = {} as HostWithSpace;
  const otherHost = {} as Account;

  beforeAll(async () => {
    Object.assign(admin, await signUpSuperAdmin(t));
    Object.assign(member, await signUp(t, { name: 'Mo Member', email: 'mo@example.com' }));
    Object.assign(
      host,
      await signUpWithSpace(t, {
        name: 'Hana Host',
        email: 'hana@example.com',
        handle: 'hana-host',
      }),
    );
    Object.assign(otherHost, await signUpHost(t, 'Oren Other', 'oren@example.com'));
  });

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const auditRows = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
  const adminEvents = async (query = ''): Promise<AdminEventsPage> => {
    const response = await call('GET', `/api/admin/events?${query}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const queue = async (query = ''): Promise<ReportsPage> => {
    const response = await call('GET', `/api/admin/reports?${query}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const report = (cookie: string, payload: object) => call('POST', '/api/reports', cookie, payload);
  const publicIds = async () =>
    (await call('GET', '/api/events')).json().events.map((e: { id: string }) => e.id);
  const notificationsOf = async (cookie: string) =>
    (await call('GET', '/api/notifications', cookie)).json().notifications as Array<{
      type: string;
      title: string;
      message: string;
      data: Record<string, string>;
    }>;
  /** Someone new who may report: the limit is per person, so tests do not share one. */
  let reporters = 0;
  const newReporter = () => {
    reporters += 1;
    return signUp(t, { name: `Rae Reporter${reporters}`, email: `rae${reporters}@example.com` });
  };

  return {
    t,
    admin,
    member,
    host,
    otherHost,
    call,
    auditRows,
    adminEvents,
    queue,
    report,
    publicIds,
    notificationsOf,
    newReporter,
  };
}
