import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  AdminCategory,
  AdminRole,
  AdminTags,
} from '../../../shared/catalogues/catalogue-schemas';
import { adminAuditLog } from '../../db/schema/audit-log';
import { events } from '../../db/schema/events';
import { useAdminCast, useTestApp } from '../../test/fixtures';
import { callApi, type ApiMethod } from '../../test/test-app';

/**
 * The catalogue tests' app, the super admin's cast (`useAdminCast`) and the calls the tests make:
 * each read as the super admin expects a 200 and answers the list.
 */
export function useCataloguesApp(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  const { admin, member, host } = useAdminCast(t);

  const call = (method: ApiMethod, url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const asAdmin = (method: ApiMethod, url: string, payload?: unknown) =>
    call(method, url, admin.cookie, payload);

  async function auditRows(action?: string) {
    const rows = await t.db.select().from(adminAuditLog).orderBy(asc(adminAuditLog.id));
    return action ? rows.filter((row) => row.action === action) : rows;
  }

  async function categories(): Promise<AdminCategory[]> {
    const response = await asAdmin('GET', '/api/admin/event-categories');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().categories;
  }

  async function createCategory(name: string, color = '#2D4A22'): Promise<AdminCategory> {
    const response = await asAdmin('POST', '/api/admin/event-categories', { name, color });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function tagsList(): Promise<AdminTags> {
    const response = await asAdmin('GET', '/api/admin/tags');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function roles(): Promise<AdminRole[]> {
    const response = await asAdmin('GET', '/api/admin/catalogue/roles');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roles;
  }

  /** What a visitor's space form is offered. */
  async function publicRoles() {
    const response = await call('GET', '/api/catalogue/roles');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roles as Array<{ name: string; services: string[] }>;
  }

  async function eventRow(id: string) {
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    return row!;
  }

  async function search(term: string): Promise<string[]> {
    const response = await call('GET', `/api/events/search?q=${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events.map((e: { id: string }) => e.id);
  }

  return {
    t,
    admin,
    member,
    host,
    call,
    asAdmin,
    auditRows,
    categories,
    createCategory,
    tagsList,
    roles,
    publicRoles,
    eventRow,
    search,
  };
}
