import type { Database } from '../../db/client';
import { runStatement, statement, type DriverInstant } from '../../db/statements';
import { notSuspended } from '../../db/suspended-accounts';

export type SpaceLinkRow = { id: string; handle: string | null; updatedAt: DriverInstant };

const spaceLinksSummary = statement<{ count: number; lastUpdated: string }>(
  'space_links_summary',
  `select count(*)::int as count, coalesce(max(updated_at)::text, '') as "lastUpdated"
   from facilitator_spaces where ${notSuspended('user_id')}`,
);

/** How many personal spaces there are, and when the last of them changed. */
export async function summariseSpaceLinks(db: Database) {
  const [row] = await runStatement(db, spaceLinksSummary, []);
  return row!;
}

// In id order, on the primary key: the first page of a sitemap file skips to where the file
// starts, the next ones carry on after the last id read.
const spaceLinksPage = statement<SpaceLinkRow>(
  'space_links_page',
  `select id, handle, updated_at as "updatedAt" from facilitator_spaces
   where id > $1::uuid and ${notSuspended('user_id')} order by id offset $2 limit $3`,
);

export async function listSpaceLinks(
  db: Database,
  { after, skip, limit }: { after: SpaceLinkRow | null; skip: number; limit: number },
): Promise<SpaceLinkRow[]> {
  return runStatement(db, spaceLinksPage, [
    after?.id ?? '00000000-0000-0000-0000-000000000000',
    skip,
    limit,
  ]);
}
