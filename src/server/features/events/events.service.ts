import { londonInstant } from '../../../shared/events/london-dates';
import {
  type EditScope,
  type EventDetail,
  type ParsedEventInput,
} from '../../../shared/events/event-schemas';
import type { SeriesRule } from '../../../shared/series/series-rules';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { readOncePerPage } from '../../lib/page-reads';
import { AppError } from '../../lib/app-error';
import { answerOnce, type Answer, type Claim } from '../../lib/idempotency';
import type { SignedInViewer } from '../../lib/viewer';
import { toEventDetail } from './event-cards';
import type { FileStorage } from '../../lib/file-storage';
import { checkCover, removeUnusedCovers, type CoverFiles } from './event-covers.service';
import {
  deleteEvent,
  existingTagIds,
  findCategories,
  findEvent,
  findEventForDisplay,
  insertEvent,
  lockEvent,
  updateEvent,
} from './events.repository';
import { type EventRow, type NewEventRow } from './event-rows';
import { findFacts } from './event-facts.repository';
import { checkSeriesRule, startSeries, type CopyTicketing } from './series/series.service';
import { checkScope, saveOtherDates } from './series/series-edits';
import { changedWhenOrWhere, whenWhereOf, type EventGuests } from './event-guests';

const notFound = () => new AppError('NOT_FOUND', 'Event not found');

/**
 * What to expect, checked against the catalogue (issue 25): every id one of its facts, and one
 * intensity at most. Answers them in the catalogue's order, the order events keep them in.
 */
export async function checkedFacts(db: Database, ids: readonly number[]) {
  const facts = await findFacts(db, ids);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { fieldErrors: { factIds: [message] } });
  if (facts.length !== new Set(ids).size)
    throw refuse('One of the chosen things to expect no longer exists');
  if (facts.filter((fact) => fact.kind === 'intensity').length > 1)
    throw refuse('Choose one intensity at most');
  return facts;
}

/** Turns validated input into the columns of an event, checking catalogue ids on the way. */
async function toColumns(
  db: Database,
  input: ParsedEventInput,
): Promise<Omit<NewEventRow, 'userId' | 'isDraft'>> {
  const categories = await findCategories(db, input.categoryIds);
  if (categories.length !== new Set(input.categoryIds).size)
    throw new AppError('VALIDATION_FAILED', 'One of the chosen categories no longer exists', {
      fieldErrors: { categoryIds: ['One of the chosen categories no longer exists'] },
    });
  const tagIds = await existingTagIds(db, input.tagIds);
  if (tagIds.length !== new Set(input.tagIds).size)
    throw new AppError('VALIDATION_FAILED', 'One of the chosen tags no longer exists', {
      fieldErrors: { tagIds: ['One of the chosen tags no longer exists'] },
    });
  const facts = await checkedFacts(db, input.factIds);
  const ordered = input.categoryIds.map((id) => categories.find((c) => c.id === id)!);
  const physical = input.locationType === 'physical';
  return {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    startDate: input.startDate,
    startTime: input.startTime,
    endDate: input.endDate,
    endTime: input.endTime,
    startsAt: londonInstant(input.startDate, input.startTime),
    endsAt: londonInstant(input.endDate, input.endTime),
    locationType: input.locationType,
    locationVenue: physical ? input.venue : '',
    locationCity: physical ? input.city : '',
    locationCountry: physical ? input.country : '',
    locationPostcode: physical ? input.postcode : '',
    latitude: physical ? input.latitude : null,
    longitude: physical ? input.longitude : null,
    category: ordered[0]?.name ?? null,
    categoryNames: ordered.map((c) => c.name),
    categoryId: ordered[0]?.id ?? null,
    categoryIds: ordered.map((c) => c.id),
    eventTypeIds: [...new Set(input.tagIds)],
    factIds: facts.map((fact) => fact.id),
    whatToBring: input.whatToBring,
    accessNotes: input.accessNotes,
    externalEventLink: input.isExternal ? input.externalLink : null,
    onlineEventLink: input.locationType === 'online' && input.onlineLink ? input.onlineLink : null,
    imageUrl: input.imageUrl,
    originalImageUrl: input.originalImageUrl ?? input.imageUrl,
    pricePence: Math.round(input.price * 100),
    capacity: input.capacity,
    isExternal: input.isExternal,
  };
}

/**
 * Whether this person is an accepted co-host of the event. The co-hosts feature answers it;
 * `composition/` hands it in, so events need not know how co-hosting is kept.
 */
export type CohostCheck = (eventId: string, userId: string) => Promise<boolean>;

/**
 * Opens a hosted event's bookings as it is saved (the tickets feature, through `composition/`):
 * its booking settings and one ticket at its price, unless it has them. Called in the saving
 * transaction, so no event is left without them and no public read has to make them.
 */
export type OpenTicketing = (
  tx: Database,
  event: { id: string; isExternal: boolean; capacity: number | null; pricePence: number },
) => Promise<void>;

/** How saving an event reaches its bookings: opening them, and copying them to a series' dates. */
export type EventTicketing = { open: OpenTicketing; copy: CopyTicketing };

const isOwner = (viewer: { userId: string } | null, row: { userId: string }) =>
  viewer !== null && viewer.userId === row.userId;

/** The owner and the accepted co-hosts may see the event, draft or not, and edit its content. */
async function mayEdit(
  isCohost: CohostCheck,
  viewer: { userId: string } | null,
  row: { id: string; userId: string },
): Promise<boolean> {
  if (!viewer) return false;
  return isOwner(viewer, row) || isCohost(row.id, viewer.userId);
}

/** Someone else's draft is "not found" to you, so ids of drafts leak nothing. */
async function checkVisible(
  isCohost: CohostCheck,
  viewer: { userId: string } | null,
  row: EventRow | undefined,
): Promise<EventRow> {
  if (!row || (row.isDraft && !(await mayEdit(isCohost, viewer, row)))) throw notFound();
  return row;
}

/**
 * An event the Kindred team unpublished stays a draft until a super admin restores it: its host
 * may edit it meanwhile, but not publish it.
 */
function refuseIfModerated(row: Pick<EventRow, 'moderatedAt' | 'moderationReason'>) {
  if (row.moderatedAt)
    throw new AppError(
      'CONFLICT',
      'The Kindred team unpublished this event, so it cannot be published until they restore it. ' +
        `Their reason: “${row.moderationReason ?? ''}”. Contact us if you think this is a mistake.`,
    );
}

/** A change that publishes the event found it moderated meanwhile (updateEvent refused it). */
async function publishRefused(db: Database, id: string): Promise<never> {
  const row = await findEvent(db, id);
  if (row) refuseIfModerated(row);
  throw notFound();
}

/** Publishing, unpublishing and deleting stay with the owner; a co-host is told so. */
export async function checkOwner(
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  row: EventRow | undefined,
  action: string,
): Promise<EventRow> {
  const visible = await checkVisible(isCohost, viewer, row);
  if (isOwner(viewer, visible)) return visible;
  if (await isCohost(visible.id, viewer.userId))
    throw new AppError('FORBIDDEN', `Only the host of this event can ${action} it.`);
  throw new AppError('FORBIDDEN', 'Only the host of this event can change it.');
}

export async function createEvent(
  db: Database,
  storage: FileStorage,
  viewer: { userId: string },
  input: ParsedEventInput,
  publish: boolean,
  ticketing: EventTicketing,
): Promise<EventDetail> {
  await checkCover(input, viewer.userId, null, storage);
  const columns = await toColumns(db, input);
  const row = await inTransaction(db, async (tx) => {
    const made = await insertEvent(tx, { ...columns, userId: viewer.userId, isDraft: !publish });
    await ticketing.open(tx, made);
    return made;
  });
  return detailFor(db, row.id, viewer, false);
}

/** A retry with the same Idempotency-Key gets the first answer, and the event is made once. */
export async function createEventOnce(
  db: Database,
  storage: FileStorage,
  viewer: { userId: string },
  { event, publish }: { event: ParsedEventInput; publish: boolean },
  claim: Claim | null,
  ticketing: EventTicketing,
): Promise<Answer & { replayed: boolean }> {
  return answerOnce(db, claim, async (tx) => ({
    status: 201,
    body: await createEvent(tx, storage, viewer, event, publish, ticketing),
  }));
}

/**
 * Saves an event's content: its owner, or an accepted co-host. Whether it is published stays
 * the owner's choice, so a co-host's save keeps it as it is. For a date of a series, `scope`
 * says which of its dates take the change (series-edits.ts); every date whose time or place
 * changed has its guests told, once the change is saved.
 */
export async function editEvent(
  db: Database,
  files: CoverFiles,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  { event: input, publish, scope }: { event: ParsedEventInput; publish: boolean; scope: EditScope },
  ticketing: EventTicketing,
  guests: Pick<EventGuests, 'toldOfChanges'>,
): Promise<EventDetail> {
  const existing = await checkVisible(isCohost, viewer, await findEvent(db, id));
  const owner = isOwner(viewer, existing);
  if (!owner && !(await isCohost(existing.id, viewer.userId)))
    throw new AppError('FORBIDDEN', 'Only the host of this event can change it.');
  if (!owner && publish === existing.isDraft)
    throw new AppError(
      'FORBIDDEN',
      `Only the host of this event can ${publish ? 'publish' : 'unpublish'} it.`,
    );
  if (publish) refuseIfModerated(existing);
  const now = new Date();
  checkScope(scope, existing, input, now);
  await checkCover(input, viewer.userId, existing, files.storage);
  const columns = await toColumns(db, input);
  const saved = await inTransaction(db, async (tx) => {
    // Locked, so the state guests are told a change from is the one this save replaced.
    const before = await lockEvent(tx, id);
    if (!before) return undefined;
    // Every saved change is a new version for the calendars that subscribed to it.
    const row = await updateEvent(tx, id, {
      ...columns,
      isDraft: !publish,
      sequence: sql`${events.sequence} + 1`,
    });
    if (!row) return undefined;
    // An event moved from another site to Kindred's own bookings gets them now.
    await ticketing.open(tx, row);
    const others = await saveOtherDates(tx, scope, row, input, now);
    return { row, dates: [{ before, after: row }, ...others] };
  });
  if (!saved) return publishRefused(db, id);
  await guests.toldOfChanges(
    saved.dates
      .map(({ before, after }) => ({
        eventId: after.id,
        before: whenWhereOf(before),
        after: whenWhereOf(after),
      }))
      .filter((change) => changedWhenOrWhere(change.before, change.after)),
  );
  await removeUnusedCovers(db, files, existing);
  return detailFor(db, saved.row.id, viewer, true);
}

/**
 * Makes a one-off event the first date of a series with `rule`, its owner's choice, and makes
 * its dates up to the horizon with its bookings as they are now (issue 23). A date of a series
 * keeps its series: another rule is refused, so a retry never makes the dates twice.
 */
export async function makeRepeat(
  db: Database,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  rule: SeriesRule,
  copyTicketing: CopyTicketing,
): Promise<EventDetail> {
  const existing = await checkOwner(isCohost, viewer, await findEvent(db, id), 'make repeat');
  if (existing.seriesId)
    throw new AppError('CONFLICT', 'This event is a date of a series already.');
  checkSeriesRule(existing.startDate, rule);
  await inTransaction(db, async (tx) => {
    // Locked, so two requests at once cannot both find it a one-off.
    const locked = await lockEvent(tx, id);
    if (!locked) throw notFound();
    if (locked.seriesId)
      throw new AppError('CONFLICT', 'This event is a date of a series already.');
    await startSeries(tx, locked, rule, copyTicketing);
  });
  return detailFor(db, id, viewer, false);
}

export async function setPublished(
  db: Database,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  published: boolean,
): Promise<EventDetail> {
  // Only the owner decides. A super admin takes someone else's event down through moderation
  // (POST /api/admin/events/:id/unpublish), with a reason the host is told and an audit row.
  const existing = await checkOwner(
    isCohost,
    viewer,
    await findEvent(db, id),
    published ? 'publish' : 'unpublish',
  );
  if (published) refuseIfModerated(existing);
  const row = await updateEvent(db, id, { isDraft: !published });
  if (!row) return publishRefused(db, id);
  return detailFor(db, row.id, viewer, false);
}

/**
 * Deletes an event, its owner's choice, unless it has bookings: their guests' places, payments
 * and refunds would go with it, so such an event is cancelled instead (issue 23). Checked in the
 * deleting transaction, the event locked, so a booking made meanwhile waits and then finds it
 * gone, or stops the delete.
 */
export async function removeEvent(
  db: Database,
  files: CoverFiles,
  isCohost: CohostCheck,
  viewer: SignedInViewer,
  id: string,
  guests: Pick<EventGuests, 'hasBookings'>,
): Promise<void> {
  const existing = await checkOwner(isCohost, viewer, await findEvent(db, id), 'delete');
  await inTransaction(db, async (tx) => {
    if (!(await lockEvent(tx, id))) throw notFound();
    if (await guests.hasBookings(tx, id)) throw hasBookingsRefusal();
    await deleteEvent(tx, id);
  });
  await removeUnusedCovers(db, files, existing);
}

/** An event with bookings is not deleted: its host cancels it, and its guests are told. */
export const hasBookingsRefusal = () =>
  new AppError(
    'CONFLICT',
    'This event has bookings, so it cannot be deleted. Cancel it instead: its guests are told and paid back.',
  );

export async function getEventForViewer(
  db: Database,
  isCohost: CohostCheck,
  viewer: SignedInViewer | null,
  id: string,
): Promise<EventDetail> {
  const row = await findEventForDisplay(db, id);
  // A suspended host's events are hidden from everyone until the account is restored.
  if (!row || row.hostSuspended) throw notFound();
  const canEdit = await mayEdit(isCohost, viewer, row);
  if (row.isDraft && !canEdit) throw notFound();
  return toEventDetail(row, { canEdit, mayJoinOnline: viewer !== null });
}

/**
 * An event as every visitor sees it: a visitor's page reads it for its head and for its app
 * once (lib/page-reads).
 */
export function getEventForVisitor(
  db: Database,
  isCohost: CohostCheck,
  id: string,
): Promise<EventDetail> {
  return readOncePerPage(`event:${id}`, () => getEventForViewer(db, isCohost, null, id));
}

/**
 * An event as its booked guests are told of it (the join link of an online event included),
 * published or not: a booking outlives a later change of mind. Undefined when it is gone.
 */
export async function eventForGuests(db: Database, id: string): Promise<EventDetail | undefined> {
  const row = await findEventForDisplay(db, id);
  return row ? toEventDetail(row, { canEdit: false, mayJoinOnline: true }) : undefined;
}

/** The page view of an event `viewer` has just written (`cohost`: as its accepted co-host). */
export async function detailFor(
  db: Database,
  id: string,
  viewer: { userId: string },
  cohost: boolean,
): Promise<EventDetail> {
  const row = await findEventForDisplay(db, id);
  if (!row) throw notFound();
  return toEventDetail(row, { canEdit: isOwner(viewer, row) || cohost, mayJoinOnline: true });
}
