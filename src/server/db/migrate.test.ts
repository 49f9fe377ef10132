import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { runMigrations } from './migrate';
import { createScratchDatabase } from '../test/test-app';

describe('migrations', () => {
  it('can run again on every start without changing anything (PGlite)', async () => {
    const handle = await openDatabase({});
    await runMigrations(handle);
    await runMigrations(handle);
    const tables = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'profiles'`,
    );
    expect(rowsOf<{ n: number }>(tables)[0]!.n).toBe(1);
    await handle.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is safe with two app processes starting at once (PostgreSQL)',
    async () => {
      const scratch = await createScratchDatabase('kindred_migrate');
      try {
        const [a, b] = await Promise.all([
          openDatabase({ databaseUrl: scratch.url }),
          openDatabase({ databaseUrl: scratch.url }),
        ]);
        await Promise.all([runMigrations(a), runMigrations(b)]);
        const applied = await a.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(rowsOf<{ n: number }>(applied)[0]!.n).toBeGreaterThan(0);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await scratch.drop();
      }
    },
  );
});
