import type { Database } from '../../db/client';
import { runStatement, statement, type DriverInstant } from '../../db/statements';
import { notSuspended } from '../../db/suspended-accounts';

/** What a link to a published event needs: its title makes the address, its update the date. */
export type EventLinkRow = {
  id: string;
  title: string;
  startDate: string;
  startTime: string;
  updatedAt: DriverInstant;
};

const PUBLISHED_FROM = `is_draft = false and start_date >= $1::date and ${notSuspended('user_id')}`;

const eventLinksSummary = statement<{ count: number; lastUpdated: string }>(
  'event_links_summary',
  `select count(*)::int as count, coalesce(max(updated_at)::text, '') as "lastUpdated"
   from events where ${PUBLISHED_FROM}`,
);

/** How many events are published from `today` on, and when the last of them changed. */
export async function summariseEventLinks(db: Database, today: string) {
  const [row] = await runStatement(db, eventLinksSummary, [today]);
  return row!;
}

// The public list's order and index (events_public_order_idx): the first page of a sitemap file
// skips to where the file starts, the next ones carry on after the last row read.
const eventLinksPage = statement<EventLinkRow>(
  'event_links_page',
  `select id, title, start_date::text as "startDate", start_time::text as "startTime",
     updated_at as "updatedAt"
   from events
   where ${PUBLISHED_FROM} and (start_date, start_time, id) > ($2::date, $3::time, $4::uuid)
   order by start_date, start_time, id offset $5 limit $6`,
);

export async function listEventLinks(
  db: Database,
  today: string,
  { after, skip, limit }: { after: EventLinkRow | null; skip: number; limit: number },
): Promise<EventLinkRow[]> {
  return runStatement(db, eventLinksPage, [
    today,
    after?.startDate ?? '-infinity',
    after?.startTime ?? '00:00',
    after?.id ?? '00000000-0000-0000-0000-000000000000',
    skip,
    limit,
  ]);
}
