import type { AuditTargetType } from '../../../shared/audit-log-schemas';
import { eventPath } from '../../../shared/events/event-slug';
import { isUuid } from '../../../shared/ids';
import { isRealDate } from '../../../shared/input-rules';
import {
  EVENT_RESTORED_NOTIFICATION,
  EVENT_UNPUBLISHED_NOTIFICATION,
  eventRestoredMessage,
  eventUnpublishedMessage,
  REPORT_REASON_LABELS,
  REPORTS_PER_HOUR,
  type AdminEvent,
  type AdminEventsPage,
  type AdminEventStatus,
  type Report,
  type ReportFilter,
  type ReportReason,
  type ReportReceived,
  type ReportTargetType,
  type ReportsPage,
} from '../../../shared/moderation-schemas';
import { inTransaction, type Database } from '../../db/client';
import type { events } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../../lib/audit-log';
import type { Mail, QueuedMail } from '../../lib/mailer';
import { hit } from '../../lib/rate-limiter';
import type { SignedInViewer } from '../../lib/viewer';
import { eventRestoredMail, eventUnpublishedMail } from './moderation-mails';
import {
  closeReport,
  findAdminEvents,
  findContact,
  findPublicTarget,
  findReports,
  insertReport,
  lockReport,
  type AdminEventRow,
  type KeysetCursor,
  type ReportCursor,
  type ReportRow,
} from './moderation.repository';
import { cursorParts, encodeCursor, expiredCursor } from '../../lib/keyset-cursor';

type EventRow = typeof events.$inferSelect;

/**
 * What moderation needs of other features, handed in by composition/: the events feature changes
 * events, the notifications feature keeps notifications. Each `tx` is the transaction the change
 * and its audit row are written in.
 */
export type ModerationLinks = {
  lockEvent: (tx: Database, id: string) => Promise<EventRow | undefined>;
  setEventModeration: (
    tx: Database,
    id: string,
    moderation: Pick<EventRow, 'moderatedAt' | 'moderatedBy' | 'moderationReason'> & {
      isDraft?: boolean;
    },
  ) => Promise<unknown>;
  /** Adds a notification inside the transaction; answers whose it is. */
  notify: (
    tx: Database,
    notification: {
      userId: string;
      type: string;
      title: string;
      message: string;
      data: Record<string, string>;
    },
  ) => Promise<string>;
  /** Once committed: this person's open streams count their notifications again. */
  notificationsChanged: (userId: string) => void;
  queueMail: (mail: QueuedMail) => Promise<void>;
  /** Public answers changed (an event left the lists). */
  changed: () => void;
  warn: (err: unknown, message: string) => void;
  publicUrl: string;
};

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
const reportNotFound = () => new AppError('NOT_FOUND', 'Report not found');

export const ADMIN_PAGE_SIZE = 25;

// A timestamptz as PostgreSQL writes it as text (ISO style): 2026-05-01 10:00:00.123456+01.
const INSTANT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const isInstant = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  return match !== null && isRealDate(match[1]!);
};

function decodeKeyset(cursor: string | undefined): KeysetCursor | undefined {
  const parts = cursorParts(cursor, 2);
  if (!parts) return undefined;
  const [createdAt, id] = parts;
  if (!isInstant(createdAt) || typeof id !== 'string' || !isUuid(id)) throw expiredCursor();
  return { createdAt, id };
}

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

function toAdminEvent(row: AdminEventRow): AdminEvent {
  const status = row.moderatedAt ? 'unpublished_by_admin' : row.isDraft ? 'draft' : 'published';
  return {
    id: row.id,
    title: row.title,
    path: eventPath(row),
    host: {
      id: row.userId,
      name:
        row.hostDisplayName ||
        fullName(row.hostFirstName, row.hostLastName) ||
        row.hostHandle ||
        'No name',
      handle: row.hostHandle,
      email: row.hostEmail ?? '',
    },
    startDate: row.startDate,
    startTime: row.startTime.slice(0, 5),
    status,
    moderation: row.moderatedAt
      ? {
          at: row.moderatedAt.toISOString(),
          reason: row.moderationReason ?? '',
          byName: fullName(row.moderatorFirstName, row.moderatorLastName) || null,
        }
      : null,
    openReports: row.openReports,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every event, drafts included, newest first, a page at a time: the super admin's search. */
export async function listAdminEvents(
  db: Database,
  query: { q?: string; status: AdminEventStatus; cursor?: string },
): Promise<AdminEventsPage> {
  const rows = await findAdminEvents(db, {
    term: query.q || undefined,
    status: query.status,
    after: decodeKeyset(query.cursor),
    limit: ADMIN_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map(toAdminEvent),
    pageSize: ADMIN_PAGE_SIZE,
    nextCursor:
      rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor([last.sortValue, last.id]) : null,
  };
}

async function adminEvent(db: Database, id: string): Promise<AdminEvent> {
  const [row] = await findAdminEvents(db, { id, status: 'all', limit: 1 });
  if (!row) throw eventNotFound();
  return toAdminEvent(row);
}

/** What to tell a host once a moderation change has committed. */
type HostNotice = { hostId: string; mail: Mail | null };

const eventTarget = (event: EventRow) => ({
  type: 'event' as AuditTargetType,
  id: event.id,
  label: event.title,
});

function hostUrls(links: ModerationLinks) {
  return {
    dashboard: `${links.publicUrl}/host-dashboard/events`,
    contact: `${links.publicUrl}/contact`,
  };
}

/**
 * Unpublishes an event inside `tx`: a draft its host cannot publish again until restored, the
 * audit row, and the host's notification. Answers what to tell the host once committed.
 */
async function unpublishIn(
  tx: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  reason: string,
): Promise<HostNotice> {
  const event = await links.lockEvent(tx, id);
  if (!event) throw eventNotFound();
  if (event.moderatedAt)
    throw new AppError('CONFLICT', 'The Kindred team has already unpublished this event.');
  if (event.isDraft)
    throw new AppError(
      'CONFLICT',
      'This event is not published: its host has it as a draft, so no one else can see it.',
    );
  await links.setEventModeration(tx, id, {
    isDraft: true,
    moderatedAt: new Date(),
    moderatedBy: viewer.userId,
    moderationReason: reason,
  });
  await writeAudit(tx, auditActor(viewer), {
    action: 'event.unpublished',
    target: eventTarget(event),
    before: { isDraft: false, moderated: false },
    after: { isDraft: true, moderated: true },
    reason,
  });
  const hostId = await links.notify(tx, {
    userId: event.userId,
    type: EVENT_UNPUBLISHED_NOTIFICATION,
    title: 'Event unpublished',
    message: eventUnpublishedMessage(event.title, reason),
    data: { event_id: event.id },
  });
  const host = await findContact(tx, event.userId);
  return {
    hostId,
    mail: host ? eventUnpublishedMail(host, { title: event.title, reason }, hostUrls(links)) : null,
  };
}

/** After the commit: the host's bell counts again, the lists forget the event, the mail goes. */
async function tellHost(links: ModerationLinks, notice: HostNotice) {
  links.notificationsChanged(notice.hostId);
  links.changed();
  // Always sent (no e-mail setting covers it). The change has happened whatever the queue does.
  if (notice.mail)
    await links
      .queueMail(notice.mail)
      .catch((err: unknown) => links.warn(err, 'queueing a moderation e-mail failed'));
}

/**
 * A super admin unpublishes someone's event with a reason: it leaves every public list, search
 * and its page at once, its host is told in-app and by e-mail, and the audit log keeps it.
 */
export async function unpublishEvent(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  reason: string,
): Promise<AdminEvent> {
  const notice = await inTransaction(db, (tx) => unpublishIn(tx, links, viewer, id, reason));
  await tellHost(links, notice);
  return adminEvent(db, id);
}

/**
 * Lifts moderation: the event stays a draft, and its host may publish it again (they are told
 * so). What happened is in the audit log with the reason given.
 */
export async function restoreEvent(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  reason: string,
): Promise<AdminEvent> {
  const notice = await inTransaction(db, async (tx) => {
    const event = await links.lockEvent(tx, id);
    if (!event) throw eventNotFound();
    if (!event.moderatedAt)
      throw new AppError('CONFLICT', 'This event is not unpublished by the Kindred team.');
    await links.setEventModeration(tx, id, {
      moderatedAt: null,
      moderatedBy: null,
      moderationReason: null,
    });
    await writeAudit(tx, auditActor(viewer), {
      action: 'event.restored',
      target: eventTarget(event),
      before: { moderated: true, reason: event.moderationReason },
      after: { moderated: false },
      reason,
    });
    const hostId = await links.notify(tx, {
      userId: event.userId,
      type: EVENT_RESTORED_NOTIFICATION,
      title: 'Event restored',
      message: eventRestoredMessage(event.title),
      data: { event_id: event.id },
    });
    const host = await findContact(tx, event.userId);
    return {
      hostId,
      mail: host
        ? eventRestoredMail(
            host,
            { title: event.title },
            `${links.publicUrl}/host-dashboard/events`,
          )
        : null,
    };
  });
  await tellHost(links, notice);
  return adminEvent(db, id);
}

const TARGET_WORDS = { event: 'event', space: 'space' } as const;

/**
 * A signed-in person reports a public event or space. At most REPORTS_PER_HOUR an hour (each
 * attempt counts), one open report per target, and never their own.
 */
export async function createReport(
  db: Database,
  viewer: SignedInViewer,
  input: { targetType: ReportTargetType; targetId: string; reason: ReportReason; note: string },
): Promise<ReportReceived> {
  const limit = await hit(db, {
    key: `report:${viewer.userId}`,
    limit: REPORTS_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `You have sent ${REPORTS_PER_HOUR} reports in the last hour, which is as many as we take. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
  const word = TARGET_WORDS[input.targetType];
  const target = await findPublicTarget(db, input.targetType, input.targetId);
  if (!target)
    throw new AppError('NOT_FOUND', `We could not find that ${word}. It may have been removed.`);
  if (target.ownerId === viewer.userId)
    throw new AppError('FORBIDDEN', `You cannot report your own ${word}.`);
  const row = await insertReport(db, {
    reporterId: viewer.userId,
    targetType: input.targetType,
    targetId: input.targetId,
    reason: input.reason,
    note: input.note,
  });
  if (!row)
    throw new AppError(
      'CONFLICT',
      `You have already reported this ${word}. The Kindred team will look at it soon.`,
    );
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}

function toReport(row: ReportRow): Report {
  const target =
    row.targetType === 'event'
      ? row.eventTitle !== null
        ? {
            label: row.eventTitle,
            path: eventPath({ id: row.targetId, title: row.eventTitle }),
            isPublic: row.eventIsDraft === false && row.ownerSuspended === false,
          }
        : null
      : row.spaceName !== null
        ? {
            label: row.spaceHandle ? `${row.spaceName} (@${row.spaceHandle})` : row.spaceName,
            path: row.spaceHandle ? `/@${row.spaceHandle}` : `/facilitator/${row.targetId}`,
            isPublic: row.ownerSuspended === false,
          }
        : null;
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    target,
    reporter: row.reporterId
      ? {
          id: row.reporterId,
          name: fullName(row.reporterFirstName, row.reporterLastName) || 'No name',
          email: row.reporterEmail ?? '',
        }
      : null,
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedBy
      ? fullName(row.resolverFirstName, row.resolverLastName) || 'No name'
      : null,
    resolutionNote: row.resolutionNote,
  };
}

function decodeReportCursor(
  status: ReportFilter,
  cursor: string | undefined,
): ReportCursor | undefined {
  if (status !== 'all') return decodeKeyset(cursor);
  const parts = cursorParts(cursor, 3);
  if (!parts) return undefined;
  const [open, createdAt, id] = parts;
  if (typeof open !== 'boolean' || !isInstant(createdAt) || typeof id !== 'string' || !isUuid(id))
    throw expiredCursor();
  return { open, createdAt, id };
}

/** The moderation queue, newest first; with `all`, the open reports first. */
export async function listReports(
  db: Database,
  query: { status: ReportFilter; cursor?: string },
): Promise<ReportsPage> {
  const rows = await findReports(db, {
    status: query.status,
    after: decodeReportCursor(query.status, query.cursor),
    limit: ADMIN_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  const cursor = (row: ReportRow) =>
    query.status === 'all'
      ? encodeCursor([row.status === 'open', row.sortValue, row.id])
      : encodeCursor([row.sortValue, row.id]);
  return {
    reports: page.map(toReport),
    pageSize: ADMIN_PAGE_SIZE,
    nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? cursor(last) : null,
  };
}

async function reportView(db: Database, id: string): Promise<Report> {
  const [row] = await findReports(db, { id, status: 'all', limit: 1 });
  if (!row) throw reportNotFound();
  return toReport(row);
}

const reportTarget = (report: Report) => ({
  type: 'report' as AuditTargetType,
  id: report.id,
  label: `${REPORT_REASON_LABELS[report.reason]}: ${report.targetType} “${report.target?.label ?? 'deleted'}”`,
});

/**
 * Closes an open report as resolved or dismissed, with the audit row; resolving a report of an
 * event may unpublish the event in the same transaction (`note` is then the host's reason).
 */
async function closeOpenReport(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  outcome: { status: 'resolved' | 'dismissed'; note: string; unpublishEvent: boolean },
): Promise<Report> {
  const notice = await inTransaction(db, async (tx) => {
    const report = await lockReport(tx, id);
    if (!report) throw reportNotFound();
    if (report.status !== 'open')
      throw new AppError('CONFLICT', `This report is already ${report.status}.`);
    const before = await reportView(tx, id);
    let notice: HostNotice | null = null;
    if (outcome.unpublishEvent) {
      if (report.targetType !== 'event')
        throw new AppError('BAD_REQUEST', 'Only a report of an event can unpublish it.');
      notice = await unpublishIn(tx, links, viewer, report.targetId, outcome.note);
    }
    await closeReport(tx, id, {
      status: outcome.status,
      resolvedBy: viewer.userId,
      resolvedAt: new Date(),
      resolutionNote: outcome.note || null,
    });
    await writeAudit(tx, auditActor(viewer), {
      action: outcome.status === 'resolved' ? 'report.resolved' : 'report.dismissed',
      target: reportTarget(before),
      before: { status: 'open' },
      after: {
        status: outcome.status,
        ...(outcome.unpublishEvent ? { eventUnpublished: true } : {}),
      },
      reason: outcome.note || null,
    });
    return notice;
  });
  if (notice) await tellHost(links, notice);
  return reportView(db, id);
}

export function resolveReport(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  input: { note: string; unpublishEvent: boolean },
): Promise<Report> {
  return closeOpenReport(db, links, viewer, id, { status: 'resolved', ...input });
}

export function dismissReport(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  note: string,
): Promise<Report> {
  return closeOpenReport(db, links, viewer, id, {
    status: 'dismissed',
    note,
    unpublishEvent: false,
  });
}
