import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './auth';
import { eventIdColumn } from './events';
import { updatedAtColumn } from './updated-at';

/**
 * Issue 25: what a guest says of an event's facilitator, on the facilitator's space. One per
 * guest and event, refused by the database itself however close two requests come. The
 * facilitator is the event's host when it was written (the space it shows on). A guest's account
 * deleted takes their testimonials with it; an event deleted, too.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventIdColumn(),
    authorId: userIdColumn('author_id'),
    facilitatorId: userIdColumn('facilitator_id'),
    /** Plain text with its line breaks, at most TESTIMONIAL_MAX characters. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its writer last changed the words (null: as first written). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by a super admin, with the reason its writer was told. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('testimonials_one_per_guest').on(t.eventId, t.authorId),
    // A space's testimonials, newest first by keyset, and their count: the visible ones only.
    index('testimonials_space_idx')
      .on(t.facilitatorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('testimonials_author_idx').on(t.authorId),
    check('testimonials_body_check', sql`char_length(${t.body}) between 1 and 1000`),
    check(
      'testimonials_reply_check',
      sql`(${t.replyBody} is null) = (${t.repliedAt} is null) and char_length(coalesce(${t.replyBody}, 'x')) between 1 and 1000`,
    ),
    check('testimonials_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
