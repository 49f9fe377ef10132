import type { AuditTargetType } from '../../../shared/audit-log-schemas';
import { eventPath } from '../../../shared/events/event-slug';
import { isUuid } from '../../../shared/ids';
import {
  REPORT_REASON_LABELS,
  REPORTS_PER_HOUR,
  type Report,
  type ReportFilter,
  type ReportReason,
  type ReportReceived,
  type ReportTargetType,
  type ReportsPage,
} from '../../../shared/moderation-schemas';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../../lib/audit-log';
import { summarise } from '../../lib/head-tags';
import { enforceSaying } from '../../lib/rate-limiter';
import type { SignedInViewer } from '../../lib/viewer';
import {
  closeReport,
  findPublicTarget,
  findReports,
  insertReport,
  lockReport,
  type ReportCursor,
  type ReportRow,
} from './moderation.repository';
import {
  cursorParts,
  encodeCursor,
  expiredCursor,
  isInstant,
  keysetPage,
  newestFirstCursor,
} from '../../lib/keyset-cursor';
import { unpublishIn } from './moderation.service';
import { hideTestimonialIn } from './testimonial-moderation.service';
import type { HostNotice, ModerationLinks } from './moderation-links';
import { ADMIN_PAGE_SIZE, fullName, tellHost } from './moderation-links';

/** Reports people make of events and spaces, and how super admins close them. */

const reportNotFound = () => new AppError('NOT_FOUND', 'Report not found');

const TARGET_WORDS = { event: 'event', space: 'space', testimonial: 'testimonial' } as const;

/**
 * A signed-in person reports a public event or space. At most REPORTS_PER_HOUR an hour (each
 * attempt counts), one open report per target, and never their own.
 */
export async function createReport(
  db: Database,
  viewer: SignedInViewer,
  input: { targetType: ReportTargetType; targetId: string; reason: ReportReason; note: string },
): Promise<ReportReceived> {
  await enforceSaying(
    db,
    { key: `report:${viewer.userId}`, limit: REPORTS_PER_HOUR, windowSeconds: 60 * 60 },
    (wait) =>
      `You have sent ${REPORTS_PER_HOUR} reports in the last hour, which is as many as we take. Please try again in ${wait}.`,
  );
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

/** What a report is about as it is now: null when it has been deleted since. */
function reportedTarget(row: ReportRow): Report['target'] {
  switch (row.targetType) {
    case 'event':
      return row.eventTitle === null
        ? null
        : {
            label: row.eventTitle,
            path: eventPath({ id: row.targetId, title: row.eventTitle }),
            isPublic: row.eventIsDraft === false && row.ownerSuspended === false,
          };
    case 'space':
      return row.spaceName === null
        ? null
        : {
            label: row.spaceHandle ? `${row.spaceName} (@${row.spaceHandle})` : row.spaceName,
            path: row.spaceHandle ? `/@${row.spaceHandle}` : `/facilitator/${row.targetId}`,
            isPublic: row.ownerSuspended === false,
          };
    case 'testimonial': {
      if (row.testimonialBody === null) return null;
      const words = summarise(row.testimonialBody, 80);
      const space = row.testimonialSpaceName ?? 'a space';
      return {
        label: `“${words}” on ${space}`,
        path: row.testimonialSpaceHandle
          ? `/@${row.testimonialSpaceHandle}`
          : `/facilitator/${row.testimonialSpaceId ?? ''}`,
        isPublic: row.testimonialHidden === false && row.ownerSuspended === false,
      };
    }
  }
}

function toReport(row: ReportRow): Report {
  const target = reportedTarget(row);
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
  if (status !== 'all') return newestFirstCursor(cursor);
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
  const { page, nextCursor } = keysetPage(rows, ADMIN_PAGE_SIZE, (last) =>
    query.status === 'all'
      ? encodeCursor([last.status === 'open', last.sortValue, last.id])
      : encodeCursor([last.sortValue, last.id]),
  );
  return { reports: page.map(toReport), pageSize: ADMIN_PAGE_SIZE, nextCursor };
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
 * event may unpublish the event in the same transaction (`note` is then the host's reason), and
 * of a testimonial may hide it (`note` is then the reason its writer reads).
 */
async function closeOpenReport(
  db: Database,
  links: ModerationLinks,
  viewer: SignedInViewer,
  id: string,
  outcome: {
    status: 'resolved' | 'dismissed';
    note: string;
    unpublishEvent: boolean;
    hideTestimonial: boolean;
  },
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
    if (outcome.hideTestimonial) {
      if (report.targetType !== 'testimonial')
        throw new AppError('BAD_REQUEST', 'Only a report of a testimonial can hide it.');
      notice = await hideTestimonialIn(tx, links, viewer, report.targetId, outcome.note);
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
        ...(outcome.hideTestimonial ? { testimonialHidden: true } : {}),
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
  input: { note: string; unpublishEvent: boolean; hideTestimonial: boolean },
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
    hideTestimonial: false,
  });
}
