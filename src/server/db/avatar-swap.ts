import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import type { profiles } from './schema/profiles';
import type { facilitatorSpaces } from './schema/spaces';

/**
 * Sets a profile's or a space's avatar only where it is still `expected` (compare-and-swap, for
 * `swapStoredUrl`); true when it did.
 */
export async function swapAvatar(
  db: Database,
  table: typeof profiles | typeof facilitatorSpaces,
  id: string,
  expected: string | null,
  next: string | null,
): Promise<boolean> {
  const current = expected === null ? isNull(table.avatarUrl) : eq(table.avatarUrl, expected);
  const rows = await db
    .update(table)
    .set({ avatarUrl: next })
    .where(and(eq(table.id, id), current))
    .returning({ id: table.id });
  return rows.length > 0;
}
