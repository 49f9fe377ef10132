import { createHash } from 'node:crypto';
import { eventPath } from '../../../shared/events/event-slug';
import { londonDate } from '../../../shared/events/london-dates';
import type { Database } from '../../db/client';
import { isoInstant } from '../../db/statements';
import { keysetPages, type PageLinkSource } from '../../lib/page-links';
import { listEventLinks, summariseEventLinks } from './event-links.repository';

/**
 * The published events from today (London) on, as links for the sitemap: each event's own
 * address (/events/{slug}?id={id}, the canonical one of its page) and when it last changed.
 */
export function publishedEventLinks(
  db: Database,
  { now = () => new Date(), pageSize }: { now?: () => Date; pageSize?: number } = {},
): PageLinkSource {
  return {
    async summary() {
      const today = londonDate(now());
      const { count, lastUpdated } = await summariseEventLinks(db, today);
      // The day is part of it: an event that has passed leaves the list without any change of
      // its own.
      const fingerprint = createHash('sha256')
        .update(`${today}|${count}|${lastUpdated}`)
        .digest('base64url');
      return { count, fingerprint };
    },
    async *pages(skip, take) {
      const today = londonDate(now());
      const read = (page: Parameters<typeof listEventLinks>[2]) => listEventLinks(db, today, page);
      for await (const rows of keysetPages(read, { skip, take, pageSize }))
        yield rows.map((row) => ({
          path: eventPath(row),
          lastModified: isoInstant(row.updatedAt),
        }));
    },
  };
}
