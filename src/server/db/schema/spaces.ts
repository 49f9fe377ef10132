import { trigramIndex } from './search-index';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './auth';
import { updatedAtColumn } from './updated-at';

/** Spec 02 §3: a facilitator's public personal space, one per user. */
export const facilitatorSpaces = pgTable(
  'facilitator_spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    // Unique and permanent once set (the service refuses to change it).
    handle: text('handle').unique(),
    avatarUrl: text('avatar_url'),
    profileAvatarUrl: text('profile_avatar_url'),
    lightColor: text('light_color').notNull().default('#F0F7E8'),
    darkColor: text('dark_color').notNull().default('#2D4A22'),
    roles: jsonb('roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    services: jsonb('services')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    roleSpecificData: jsonb('role_specific_data')
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Spec 02 §5: a venue's images, at most 3 of the owner's own uploads, in the order shown.
    venueImages: text('venue_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socialLinks: jsonb('social_links')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    platformFeeOverride: numeric('platform_fee_override', {
      precision: 10,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(1),
    /** What a new event of this host's starts from (issue 25): facts and notes, as on an event. */
    defaultFactIds: integer('default_fact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    defaultWhatToBring: text('default_what_to_bring').notNull().default(''),
    defaultAccessNotes: text('default_access_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('facilitator_spaces_display_name_lower_idx').on(sql`lower(${t.displayName})`),
    // A share link /f/{display-name-with-hyphens} finds "Theo Anne-Marie Okafor" too: hyphens
    // and spaces are the same to it (issue 21). spaces.repository.ts asks by this expression.
    index('facilitator_spaces_display_name_words_idx').on(
      sql`regexp_replace(lower(${t.displayName}), '[[:space:]-]+', ' ', 'g')`,
    ),
    trigramIndex('facilitator_spaces_display_name_trgm_idx', t.displayName),
  ],
);

/** Who follows (`follower_id`) whom (`following_id`): two accounts, the row gone with either. */
const followPair = () => ({
  followerId: userIdColumn('follower_id'),
  followingId: userIdColumn('following_id'),
});

/** Spec 02 §3: who follows whom. One row per pair; nobody follows themselves. */
export const userFollows = pgTable(
  'user_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...followPair(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_follows_pair_unique').on(t.followerId, t.followingId),
    index('user_follows_following_idx').on(t.followingId),
    check('user_follows_no_self_follow', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * When a follower's follow was last mailed to the person they follow: a "new follower" e-mail
 * goes at most once a day per pair, however often someone unfollows and follows again.
 */
export const followMailNotices = pgTable(
  'follow_mail_notices',
  {
    ...followPair(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    // An account's deletion removes its rows on either side.
    index('follow_mail_notices_following_idx').on(t.followingId),
  ],
);
