import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcementBanners, type AnnouncementBannerRow } from '../../db/schema/banners';

export type BannerFields = {
  messageHtml: string;
  pages: string[];
  colour: string;
  active: boolean;
};

/** Every banner, newest first (a handful: super admins write them by hand). */
export function findAllBanners(db: Database): Promise<AnnouncementBannerRow[]> {
  return db
    .select()
    .from(announcementBanners)
    .orderBy(desc(announcementBanners.createdAt), desc(announcementBanners.id));
}

/** Spec 01 §7: the newest active banner whose pages include `page`, if any. */
export async function findNewestActiveBanner(
  db: Database,
  page: string,
): Promise<AnnouncementBannerRow | undefined> {
  const [row] = await db
    .select()
    .from(announcementBanners)
    .where(
      and(eq(announcementBanners.active, true), arrayContains(announcementBanners.pages, [page])),
    )
    .orderBy(desc(announcementBanners.createdAt), desc(announcementBanners.id))
    .limit(1);
  return row;
}

export async function insertBanner(
  db: Database,
  fields: BannerFields & { createdBy: string },
): Promise<AnnouncementBannerRow> {
  const [row] = await db.insert(announcementBanners).values(fields).returning();
  return row!;
}

/** A banner, locked until the end of the transaction `tx`; undefined when there is none. */
export async function lockBanner(
  tx: Database,
  id: string,
): Promise<AnnouncementBannerRow | undefined> {
  const [row] = await tx
    .select()
    .from(announcementBanners)
    .where(eq(announcementBanners.id, id))
    .for('update');
  return row;
}

/** Changes a banner; undefined when there is no such banner. */
export async function updateBanner(
  db: Database,
  id: string,
  fields: Partial<BannerFields>,
): Promise<AnnouncementBannerRow | undefined> {
  const [row] = await db
    .update(announcementBanners)
    .set(fields)
    .where(eq(announcementBanners.id, id))
    .returning();
  return row;
}

/** Deletes a banner; false when there was none. */
export async function deleteBanner(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(announcementBanners)
    .where(eq(announcementBanners.id, id))
    .returning({ id: announcementBanners.id });
  return rows.length > 0;
}
