import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminEventStatus,
  ReportFilter,
  ReportTargetType,
} from '../../../shared/moderation-schemas';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { contentReports, type ContentReportRow } from '../../db/schema/moderation';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { testimonials } from '../../db/schema/testimonials';
import { notSuspendedSql } from '../../db/suspended-accounts';

/**
 * The moderation feature owns `content_reports`. It reads events, spaces, testimonials and
 * profiles to list and label what was reported; every change to an event or a testimonial goes
 * through its feature (ModerationLinks, handed in by composition/).
 */

/** Where a page starts: just after this row's `created_at` (as PostgreSQL wrote it) and id. */
export type KeysetCursor = { createdAt: string; id: string };

const host = alias(profiles, 'host');
const moderator = alias(profiles, 'moderator');

const STATUS_FILTERS: Record<AdminEventStatus, SQL | undefined> = {
  all: undefined,
  published: sql`${events.isDraft} = false`,
  draft: and(sql`${events.isDraft}`, isNull(events.moderatedAt)),
  unpublished_by_admin: isNotNull(events.moderatedAt),
};

/**
 * Events whose title, or whose host's name, display name or e-mail, contain the term (any letter
 * case), each through its trigram index; `@handle` finds a host's events by their handle, and an
 * id finds that event (or that host's events).
 */
function eventMatching(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(term))
    return sql`(${events.id} = ${term}::uuid or ${events.userId} = ${term}::uuid)`;
  if (term.startsWith('@') && term.length > 1)
    return sql`${events.userId} = any(array(select id from profiles where handle = ${term.slice(1).toLowerCase()}))`;
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  // The expressions of the trigram indexes on events.title and profiles (schema/profiles.ts).
  return sql`(${events.title} ilike ${pattern} or ${events.userId} = any(array(
      select id from profiles where (first_name || ' ' || last_name) ilike ${pattern}
      union select id from profiles where coalesce(display_name, '') ilike ${pattern}
      union select id from profiles where email ilike ${pattern})))`;
}

export type AdminEventRow = {
  id: string;
  title: string;
  startDate: string;
  startTime: string;
  isDraft: boolean;
  moderatedAt: Date | null;
  moderationReason: string | null;
  moderatorFirstName: string | null;
  moderatorLastName: string | null;
  userId: string;
  hostFirstName: string | null;
  hostLastName: string | null;
  hostDisplayName: string | null;
  hostHandle: string | null;
  hostEmail: string | null;
  openReports: number;
  createdAt: Date;
  /** `created_at` as text, exact to the microsecond: the next page's cursor. */
  sortValue: string;
};

export type AdminEventsPageQuery = {
  term?: string;
  status: AdminEventStatus;
  after?: KeysetCursor;
  /** One event only (the answer to a change). */
  id?: string;
  limit: number;
};

/**
 * One page of every event, drafts included, newest first: a range scan of events_created_idx
 * (or events_moderated_idx for those unpublished by moderation) from the page before's last row.
 */
export function adminEventsPageQuery(db: Database, q: AdminEventsPageQuery) {
  return db
    .select({
      id: events.id,
      title: events.title,
      startDate: sql<string>`${events.startDate}::text`,
      startTime: sql<string>`${events.startTime}::text`,
      isDraft: events.isDraft,
      moderatedAt: events.moderatedAt,
      moderationReason: events.moderationReason,
      moderatorFirstName: moderator.firstName,
      moderatorLastName: moderator.lastName,
      userId: events.userId,
      hostFirstName: host.firstName,
      hostLastName: host.lastName,
      hostDisplayName: host.displayName,
      hostHandle: host.handle,
      hostEmail: host.email,
      openReports: sql<number>`(select count(*)::int from ${contentReports} r
        where r.target_type = 'event' and r.target_id = ${events.id} and r.status = 'open')`,
      createdAt: events.createdAt,
      sortValue: sql<string>`${events.createdAt}::text`,
    })
    .from(events)
    .leftJoin(host, eq(host.id, events.userId))
    .leftJoin(moderator, eq(moderator.id, events.moderatedBy))
    .where(
      and(
        q.id ? eq(events.id, q.id) : undefined,
        STATUS_FILTERS[q.status],
        eventMatching(q.term),
        q.after
          ? sql`(${events.createdAt}, ${events.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(q.limit);
}

export async function findAdminEvents(
  db: Database,
  q: AdminEventsPageQuery,
): Promise<AdminEventRow[]> {
  return adminEventsPageQuery(db, q);
}

/** The name and address to tell someone at: their profile's. */
export async function findContact(
  db: Database,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/**
 * A target anyone may see now, and whose it is; undefined for a draft, a suspended host's, a
 * hidden testimonial or none. A testimonial is its writer's.
 */
export async function findPublicTarget(
  db: Database,
  type: ReportTargetType,
  id: string,
): Promise<{ ownerId: string } | undefined> {
  const [row] =
    type === 'event'
      ? await db
          .select({ ownerId: events.userId })
          .from(events)
          .where(and(eq(events.id, id), eq(events.isDraft, false), notSuspendedSql(events.userId)))
      : type === 'space'
        ? await db
            .select({ ownerId: facilitatorSpaces.userId })
            .from(facilitatorSpaces)
            .where(and(eq(facilitatorSpaces.id, id), notSuspendedSql(facilitatorSpaces.userId)))
        : await db
            .select({ ownerId: testimonials.authorId })
            .from(testimonials)
            .where(
              and(
                eq(testimonials.id, id),
                isNull(testimonials.hiddenAt),
                notSuspendedSql(testimonials.authorId),
              ),
            );
  return row;
}

export type NewReport = Pick<
  typeof contentReports.$inferInsert,
  'reporterId' | 'targetType' | 'targetId' | 'reason' | 'note'
>;

/**
 * Files a report; undefined when this reporter already has an open one about this target (the
 * partial unique index content_reports_one_open_idx decides, so two at once cannot both pass).
 */
export async function insertReport(
  db: Database,
  report: NewReport,
): Promise<ContentReportRow | undefined> {
  const [row] = await db.insert(contentReports).values(report).onConflictDoNothing().returning();
  return row;
}

/** The report, its row locked until the transaction ends, so two admins cannot both close it. */
export async function lockReport(tx: Database, id: string): Promise<ContentReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentReports)
    .where(eq(contentReports.id, id))
    .for('update');
  return row;
}

export async function closeReport(
  tx: Database,
  id: string,
  outcome: Pick<ContentReportRow, 'status' | 'resolvedBy' | 'resolvedAt' | 'resolutionNote'>,
): Promise<void> {
  await tx.update(contentReports).set(outcome).where(eq(contentReports.id, id));
}

const reporter = alias(profiles, 'reporter');
const resolver = alias(profiles, 'resolver');
const owner = alias(profiles, 'owner');
const testimonialSpace = alias(facilitatorSpaces, 'testimonial_space');

export type ReportRow = ContentReportRow & {
  reporterFirstName: string | null;
  reporterLastName: string | null;
  reporterEmail: string | null;
  resolverFirstName: string | null;
  resolverLastName: string | null;
  eventTitle: string | null;
  eventIsDraft: boolean | null;
  spaceName: string | null;
  spaceHandle: string | null;
  /** A reported testimonial (issue 25): its words, and the space it shows on. */
  testimonialBody: string | null;
  testimonialHidden: boolean | null;
  testimonialSpaceId: string | null;
  testimonialSpaceName: string | null;
  testimonialSpaceHandle: string | null;
  ownerSuspended: boolean | null;
  /** The row's place in the order, as text: the next page's cursor. */
  sortValue: string;
};

/** Where a page of the queue starts; `open` only in the "all" order, which lists open ones first. */
export type ReportCursor = { open?: boolean; createdAt: string; id: string };

export type ReportsPageQuery = {
  status: ReportFilter;
  after?: ReportCursor;
  id?: string;
  limit: number;
};

/**
 * One page of the queue, newest first: a range scan of content_reports_status_idx for one status,
 * or of content_reports_queue_idx for all (the open ones first). With what each report is about,
 * as it is now (deleted targets come back null), and who sent and closed it.
 */
export function reportsPageQuery(db: Database, q: ReportsPageQuery) {
  const isOpen = sql`(${contentReports.status} = 'open')`;
  const after = q.after
    ? q.status === 'all'
      ? sql`(${isOpen}, ${contentReports.createdAt}, ${contentReports.id}) < (${q.after.open ?? false}::boolean, ${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`
      : sql`(${contentReports.createdAt}, ${contentReports.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: contentReports.id,
      reporterId: contentReports.reporterId,
      targetType: contentReports.targetType,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      note: contentReports.note,
      status: contentReports.status,
      resolvedBy: contentReports.resolvedBy,
      resolvedAt: contentReports.resolvedAt,
      resolutionNote: contentReports.resolutionNote,
      createdAt: contentReports.createdAt,
      reporterFirstName: reporter.firstName,
      reporterLastName: reporter.lastName,
      reporterEmail: reporter.email,
      resolverFirstName: resolver.firstName,
      resolverLastName: resolver.lastName,
      eventTitle: events.title,
      eventIsDraft: events.isDraft,
      spaceName: facilitatorSpaces.displayName,
      spaceHandle: facilitatorSpaces.handle,
      testimonialBody: testimonials.body,
      testimonialHidden: sql<boolean | null>`${testimonials.hiddenAt} is not null`,
      testimonialSpaceId: testimonialSpace.id,
      testimonialSpaceName: testimonialSpace.displayName,
      testimonialSpaceHandle: testimonialSpace.handle,
      ownerSuspended: sql<boolean | null>`${owner.suspendedAt} is not null`,
      sortValue: sql<string>`${contentReports.createdAt}::text`,
    })
    .from(contentReports)
    .leftJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, contentReports.resolvedBy))
    .leftJoin(
      events,
      and(eq(contentReports.targetType, 'event'), eq(events.id, contentReports.targetId)),
    )
    .leftJoin(
      facilitatorSpaces,
      and(
        eq(contentReports.targetType, 'space'),
        eq(facilitatorSpaces.id, contentReports.targetId),
      ),
    )
    .leftJoin(
      testimonials,
      and(
        eq(contentReports.targetType, 'testimonial'),
        eq(testimonials.id, contentReports.targetId),
      ),
    )
    .leftJoin(testimonialSpace, eq(testimonialSpace.userId, testimonials.facilitatorId))
    .leftJoin(
      owner,
      sql`${owner.id} = coalesce(${events.userId}, ${facilitatorSpaces.userId}, ${testimonials.authorId})`,
    )
    .where(
      and(
        q.id ? eq(contentReports.id, q.id) : undefined,
        q.status === 'all' ? undefined : eq(contentReports.status, q.status),
        after,
      ),
    )
    .orderBy(
      ...(q.status === 'all' ? [sql`${isOpen} desc`] : []),
      desc(contentReports.createdAt),
      desc(contentReports.id),
    )
    .limit(q.limit);
}

export async function findReports(db: Database, q: ReportsPageQuery): Promise<ReportRow[]> {
  return reportsPageQuery(db, q);
}
