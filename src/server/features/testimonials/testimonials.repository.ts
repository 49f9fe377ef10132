import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { testimonials, type TestimonialRow } from '../../db/schema/testimonials';
import { notSuspendedSql } from '../../db/suspended-accounts';

export type { TestimonialRow };

/**
 * What decides whether a person may write a testimonial for an event, read at once: the event
 * and whose space it shows on, whether the person co-hosts it, and how they booked it.
 */
export type GuestStanding = {
  eventId: string;
  title: string;
  hostId: string;
  endDate: string;
  endsAt: Date;
  facilitatorName: string;
  spaceId: string | null;
  handle: string | null;
  isCohost: boolean;
  /** A place of a live booking (neither cancelled nor expired) was checked in at the door. */
  checkedIn: boolean;
  /** A confirmed booking (paid, or free). */
  confirmed: boolean;
  /** A booking of theirs was cancelled. */
  cancelled: boolean;
};

/** The standing of `userId` at a public event (published, host not suspended); undefined if none. */
export async function findGuestStanding(
  db: Database,
  eventId: string,
  userId: string,
): Promise<GuestStanding | undefined> {
  const [row] = rowsOf<Omit<GuestStanding, 'endsAt'> & { endsAt: Date | string }>(
    await db.execute(sql`
      select e.id as "eventId", e.title, e.user_id as "hostId", e.end_date::text as "endDate",
        e.ends_at as "endsAt", s.id as "spaceId", s.handle,
        coalesce(s.display_name, nullif(trim(p.first_name || ' ' || p.last_name), ''),
          'the facilitator') as "facilitatorName",
        exists(select 1 from event_collaborators c
          join facilitator_spaces cs on cs.id = c.facilitator_space_id
          where c.event_id = e.id and c.status = 'accepted' and cs.user_id = ${userId}) as "isCohost",
        exists(select 1 from orders o join tickets t on t.order_id = o.id
          where o.event_id = e.id and o.user_id = ${userId}
            and o.status not in ('cancelled', 'expired')
            and t.cancelled_at is null and t.checked_in_at is not null) as "checkedIn",
        exists(select 1 from orders o where o.event_id = e.id and o.user_id = ${userId}
          and o.status = 'confirmed') as "confirmed",
        exists(select 1 from orders o where o.event_id = e.id and o.user_id = ${userId}
          and o.status = 'cancelled') as "cancelled"
      from events e
      join profiles p on p.id = e.user_id
      left join facilitator_spaces s on s.user_id = e.user_id
      where e.id = ${eventId} and not e.is_draft and ${notSuspendedSql('e.user_id')}`),
  );
  return row && { ...row, endsAt: new Date(row.endsAt) };
}

export async function findOwnTestimonial(db: Database, eventId: string, authorId: string) {
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.eventId, eventId), eq(testimonials.authorId, authorId)));
  return row;
}

/** Keeps a new testimonial; undefined when this guest already wrote one for the event. */
export async function insertTestimonial(
  db: Database,
  row: Pick<TestimonialRow, 'eventId' | 'authorId' | 'facilitatorId' | 'body'>,
): Promise<TestimonialRow | undefined> {
  const [kept] = await db.insert(testimonials).values(row).onConflictDoNothing().returning();
  return kept;
}

export async function findTestimonial(db: Database, id: string) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

/** The testimonial, its row locked until the transaction ends (hiding it, replying to it). */
export async function lockTestimonial(tx: Database, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row;
}

/** The writer's new words; undefined when it is not theirs (or is gone). */
export async function updateTestimonialBody(
  db: Database,
  id: string,
  authorId: string,
  body: string,
): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ body, editedAt: sql`now()` })
    .where(and(eq(testimonials.id, id), eq(testimonials.authorId, authorId)))
    .returning();
  return row;
}

export async function deleteOwnTestimonial(db: Database, id: string, authorId: string) {
  const gone = await db
    .delete(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.authorId, authorId)))
    .returning({ id: testimonials.id });
  return gone.length > 0;
}

/**
 * The facilitator's one reply: undefined when there is one already, or it is not theirs, or the
 * Kindred team hid it (no one sees it to reply to).
 */
export async function setReply(
  db: Database,
  id: string,
  facilitatorId: string,
  body: string,
): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ replyBody: body, repliedAt: sql`now()` })
    .where(
      and(
        eq(testimonials.id, id),
        eq(testimonials.facilitatorId, facilitatorId),
        isNull(testimonials.replyBody),
        isNull(testimonials.hiddenAt),
      ),
    )
    .returning();
  return row;
}

export async function setHidden(
  tx: Database,
  id: string,
  hidden: { at: Date; by: string; reason: string } | null,
): Promise<TestimonialRow | undefined> {
  const [row] = await tx
    .update(testimonials)
    .set({
      hiddenAt: hidden?.at ?? null,
      hiddenBy: hidden?.by ?? null,
      hiddenReason: hidden?.reason ?? null,
    })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}

/** A space's owner, when the space is public (its owner not suspended). */
export async function findSpaceOwner(db: Database, spaceId: string) {
  const [row] = await db
    .select({ userId: facilitatorSpaces.userId, displayName: facilitatorSpaces.displayName })
    .from(facilitatorSpaces)
    .where(and(eq(facilitatorSpaces.id, spaceId), notSuspendedSql(facilitatorSpaces.userId)));
  return row;
}

/** What a testimonial shows on a space: who wrote it (first name) and of which event. */
const shownColumns = {
  row: testimonials,
  authorFirstName: profiles.firstName,
  eventTitle: events.title,
  sortValue: sql<string>`${testimonials.createdAt}::text`,
};
export type ShownTestimonialRow = {
  row: TestimonialRow;
  authorFirstName: string;
  eventTitle: string;
  sortValue: string;
};

/** Shown on a space: not hidden, and its writer not suspended. */
const shown = (facilitatorId: string) =>
  and(
    eq(testimonials.facilitatorId, facilitatorId),
    isNull(testimonials.hiddenAt),
    notSuspendedSql(testimonials.authorId),
  );

/**
 * A page of a facilitator's testimonials, newest first: a range scan of testimonials_space_idx
 * from the last row of the page before (`after`).
 */
export async function findSpaceTestimonials(
  db: Database,
  facilitatorId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<ShownTestimonialRow[]> {
  return db
    .select(shownColumns)
    .from(testimonials)
    .innerJoin(profiles, eq(profiles.id, testimonials.authorId))
    .innerJoin(events, eq(events.id, testimonials.eventId))
    .where(
      and(
        shown(facilitatorId),
        after
          ? sql`(${testimonials.createdAt}, ${testimonials.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export async function findShownTestimonial(db: Database, id: string) {
  const [row] = await db
    .select(shownColumns)
    .from(testimonials)
    .innerJoin(profiles, eq(profiles.id, testimonials.authorId))
    .innerJoin(events, eq(events.id, testimonials.eventId))
    .where(eq(testimonials.id, id));
  return row as ShownTestimonialRow | undefined;
}

/** The space's "Testimonials" figure: the ones it shows. */
export async function countShownTestimonials(db: Database, facilitatorId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(shown(facilitatorId));
  return row?.n ?? 0;
}

/**
 * The space's "Attendees" figure (issue 25): distinct guests checked in at the facilitator's
 * past events, hosted or co-hosted (an accepted invitation). Places carry the booker's name, so
 * a guest is one account (or one e-mail, booked without an account) with the places it brought:
 * the same booker at two events counts once, with as many people as it ever brought to one.
 * Places of a cancelled or expired booking, and cancelled places, do not count.
 */
export async function countAttendees(db: Database, facilitatorId: string, now = new Date()) {
  const before = now.toISOString();
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with their_events as (
        select id from events where user_id = ${facilitatorId} and ends_at < ${before}::timestamptz
        union
        select c.event_id from event_collaborators c
          join facilitator_spaces s on s.id = c.facilitator_space_id
          join events e on e.id = c.event_id
          where s.user_id = ${facilitatorId} and c.status = 'accepted'
            and e.ends_at < ${before}::timestamptz
      ),
      per_event as (
        select coalesce(o.user_id::text, lower(o.email)) as guest, count(*) as places
        from their_events te
        join tickets t on t.event_id = te.id
        join orders o on o.id = t.order_id
        where t.checked_in_at is not null and t.cancelled_at is null
          and o.status not in ('cancelled', 'expired')
        group by 1, t.event_id
      )
      select coalesce(sum(most), 0)::int as n
      from (select max(places) as most from per_event group by guest) per_guest`),
  );
  return row?.n ?? 0;
}

/** A testimonial with its event's title, for moderating it; `lock`: its row locked in `tx`. */
export async function findTestimonialWithEvent(tx: Database, id: string, lock: boolean) {
  const query = tx
    .select({ row: testimonials, eventTitle: events.title })
    .from(testimonials)
    .innerJoin(events, eq(events.id, testimonials.eventId))
    .where(eq(testimonials.id, id));
  const [found] = lock ? await query.for('update', { of: testimonials }) : await query;
  return found;
}
