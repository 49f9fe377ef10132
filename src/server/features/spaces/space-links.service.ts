import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { isoInstant } from '../../db/statements';
import { keysetPages, type PageLinkSource } from '../../lib/page-links';
import { listSpaceLinks, summariseSpaceLinks } from './space-links.repository';

/**
 * Every facilitator's personal space, as links for the sitemap: the canonical address of its page
 * (/@handle, or /facilitator/{id} for a space without a handle yet) and when it last changed.
 */
export function publicSpaceLinks(
  db: Database,
  { pageSize }: { pageSize?: number } = {},
): PageLinkSource {
  return {
    async summary() {
      const { count, lastUpdated } = await summariseSpaceLinks(db);
      const fingerprint = createHash('sha256')
        .update(`${count}|${lastUpdated}`)
        .digest('base64url');
      return { count, fingerprint };
    },
    async *pages(skip, take) {
      const read = (page: Parameters<typeof listSpaceLinks>[1]) => listSpaceLinks(db, page);
      for await (const rows of keysetPages(read, { skip, take, pageSize }))
        yield rows.map((row) => ({
          path: row.handle ? `/@${row.handle}` : `/facilitator/${row.id}`,
          lastModified: isoInstant(row.updatedAt),
        }));
    },
  };
}
