import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

describe('migrations', () => {
  it('can run again on every start without changing anything (PGlite)', async () => {
    const handle = await openDatabase({});
    await runMigrations(handle);
    await runMigrations(handle);
    const tables = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'profiles'`,
    );
    expect((tables as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    await handle.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is safe with two app processes starting at once (PostgreSQL)',
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const name = `kindred_migrate_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const [a, b] = await Promise.all([
          openDatabase({ databaseUrl: url.toString() }),
          openDatabase({ databaseUrl: url.toString() }),
        ]);
        await Promise.all([runMigrations(a), runMigrations(b)]);
        const applied = await a.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(
          0,
        );
        await Promise.all([a.close(), b.close()]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
