import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { updatedAtColumn } from './updated-at';

/**
 * Spec 01 §3 "Banner": announcements super admins put under the header of chosen pages. The
 * message is HTML, sanitised when saved and again when served (spec 01 §5).
 */
export const announcementBanners = pgTable(
  'announcement_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageHtml: text('message_html').notNull(),
    // Page keys (src/shared/banners/banner-pages.ts): home, host-dashboard, profile, …
    pages: text('pages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colour: text('colour').notNull().default('green'),
    active: boolean('active').notNull().default(true),
    // Kept when the author's account is deleted: the banner is the site's, not theirs.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  // Every page load asks for the newest active banner of a page: only active rows, newest first.
  (t) => [
    index('announcement_banners_active_created_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.active}`),
  ],
);

export type AnnouncementBannerRow = typeof announcementBanners.$inferSelect;
