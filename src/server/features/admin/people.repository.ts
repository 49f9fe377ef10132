import { count, desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, type ProfileRow } from '../../db/schema/profiles';

/**
 * People whose e-mail or names contain `term` (any letter case; all people without one),
 * newest first, one page of them, and how many match in all.
 */
export async function findPeople(
  db: Database,
  { term, offset, limit }: { term?: string; offset: number; limit: number },
): Promise<{ rows: ProfileRow[]; total: number }> {
  const pattern = term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? or(
        ilike(profiles.email, pattern),
        ilike(profiles.firstName, pattern),
        ilike(profiles.lastName, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
