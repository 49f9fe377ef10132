/**
 * Storage settings for the GIN indexes search reads. Without them, new rows wait in a pending
 * list that every search scans linearly until a vacuum merges it: after 10,000 new profiles,
 * a host-name lookup took 7 ms instead of 0.3. These tables are read far more than written, so
 * each insert pays the small cost of updating the index at once instead.
 */
export const SEARCH_INDEX = { fastupdate: false } as const;
