import { readdir } from 'node:fs/promises';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/** Every table the schema folder declares. */
async function schemaTables(): Promise<PgTable[]> {
  const folder = new URL('./schema/', import.meta.url);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((file) => import(new URL(file, folder).href) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((exports) =>
    Object.values(exports).filter((value): value is PgTable => is(value, PgTable)),
  );
}

// No repository sets updated_at by hand: a table whose column lost its $onUpdate (or a new table
// written without updatedAtColumn()) would keep its first updated_at for ever, unnoticed.
describe('updated_at', () => {
  it("is moved to the database's now() by every update that leaves it out, on every table", async () => {
    const dialect = new PgDialect();
    const tables = (await schemaTables()).filter((table) =>
      Object.values(getTableColumns(table)).some((column) => column.name === 'updated_at'),
    );
    expect(tables.map(getTableName).sort()).toEqual([
      'accounts',
      'announcement_banners',
      'email_preferences',
      'event_series',
      'event_ticketing',
      'events',
      'facilitator_spaces',
      'profiles',
      'sessions',
      'testimonials',
      'ticket_types',
      'users',
      'verifications',
      'waitlist_entries',
    ]);
    for (const table of tables) {
      const column = Object.values(getTableColumns(table)).find((c) => c.name === 'updated_at')!;
      const value = column.onUpdateFn?.();
      expect(is(value, SQL), getTableName(table)).toBe(true);
      expect(dialect.sqlToQuery(value as SQL).sql, getTableName(table)).toBe('now()');
    }
  });
});
