/** The address of one public page (a path from the site's root), and when it last changed. */
export type PageLink = { path: string; lastModified?: string };

/**
 * Public pages a feature offers to whoever lists them (the sitemap): counted in one cheap query,
 * then read a page of rows at a time, never all at once.
 */
export type PageLinkSource = {
  /** How many links there are now, and a fingerprint that changes whenever any link does. */
  summary(): Promise<{ count: number; fingerprint: string }>;
  /** The links in a stable order from the `skip`-th on, at most `take` of them, page by page. */
  pages(skip: number, take: number): AsyncIterable<readonly PageLink[]>;
};

/** A page of rows from a table: those after `after` (the first page skips `skip` rows instead). */
export type PageReader<Row> = (page: {
  after: Row | null;
  skip: number;
  limit: number;
}) => Promise<Row[]>;

/**
 * Reads `take` rows from the `skip`-th on, `pageSize` at a time: the first page by offset (where
 * one of the sitemap's files starts), the rest by keyset from the last row read, so each query
 * walks an index from where the last one stopped.
 */
export async function* keysetPages<Row>(
  read: PageReader<Row>,
  { skip, take, pageSize = 1000 }: { skip: number; take: number; pageSize?: number | undefined },
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  let left = take;
  while (left > 0) {
    const limit = Math.min(pageSize, left);
    const rows = await read({ after, skip: after === null ? skip : 0, limit });
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    left -= rows.length;
    after = rows.at(-1)!;
  }
}
