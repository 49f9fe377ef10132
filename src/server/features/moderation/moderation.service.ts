import type { AuditTargetType } from '../../../shared/audit-log-schemas';
import { eventPath } from '../../../shared/events/event-slug';
import {
  EVENT_RESTORED_NOTIFICATION,
  EVENT_UNPUBLISHED_NOTIFICATION,
  eventRestoredMessage,
  eventUnpublishedMessage,
  type AdminEvent,
  type AdminEventsPage,
  type AdminEventStatus,
} from '../../../shared/moderation-schemas';
import { type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../../lib/audit-log';
import type { SignedInViewer } from '../../lib/viewer';
import { eventRestoredMail, eventUnpublishedMail } from './moderation-mails';
import { findAdminEvents, findContact, type AdminEventRow } from './moderation.repository';
import { encodeCursor, keysetPage, newestFirstCursor } from '../../lib/keyset-cursor';
import type { EventRow, HostNotice, ModerationLinks } from './moderation-links';
import {
  ADMIN_PAGE_SIZE,
  fullName,
  moderationAction,
  type ModerationChange,
} from './moderation-links';

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');

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
    after: newestFirstCursor(query.cursor),
    limit: ADMIN_PAGE_SIZE + 1,
  });
  const { page, nextCursor } = keysetPage(rows, ADMIN_PAGE_SIZE, (last) =>
    encodeCursor([last.sortValue, last.id]),
  );
  return { events: page.map(toAdminEvent), pageSize: ADMIN_PAGE_SIZE, nextCursor };
}

async function adminEvent(db: Database, id: string): Promise<AdminEvent> {
  const [row] = await findAdminEvents(db, { id, status: 'all', limit: 1 });
  if (!row) throw eventNotFound();
  return toAdminEvent(row);
}

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
export async function unpublishIn(
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

/**
 * Lifts moderation inside `tx`: the event stays a draft, and its host may publish it again (the
 * notification tells them so), with the audit row. Answers what to tell the host once committed.
 */
const restoreIn: ModerationChange = async (tx, links, viewer, id, reason) => {
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
      ? eventRestoredMail(host, { title: event.title }, `${links.publicUrl}/host-dashboard/events`)
      : null,
  };
};

/** An event as the super admin's list shows it, once a change to it is saved. */
const eventNow = (db: Database, _links: ModerationLinks, id: string) => adminEvent(db, id);

/**
 * A super admin unpublishes someone's event with a reason: it leaves every public list, search
 * and its page at once, its host is told in-app and by e-mail, and the audit log keeps it.
 */
export const unpublishEvent = moderationAction(unpublishIn, eventNow);

/**
 * Lifts moderation: the event stays a draft, and its host may publish it again (they are told
 * so). What happened is in the audit log with the reason given.
 */
export const restoreEvent = moderationAction(restoreIn, eventNow);
