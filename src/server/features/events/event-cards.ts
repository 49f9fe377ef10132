import { eventPath } from '../../../shared/events/event-slug';
import {
  displayTags,
  hostedBy,
  locationText,
  PLACEHOLDER_EVENT_IMAGE,
} from '../../../shared/events/display-event';
import type { EventCard, EventDetail } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import {
  findHosts,
  findTagNames,
  type CardRow,
  type EventRow,
  type HostRow,
} from './events.repository';

const hhmm = (time: string) => time.slice(0, 5);

type Lookups = { tagNames: Map<number, string>; hosts: Map<string, HostRow> };

/**
 * Fetches what the display fields need for a page of events in two queries (tags, hosts).
 * Spec 01 §8: a lookup failure is only warned about; the events still show.
 */
export async function loadLookups(
  db: Database,
  rows: CardRow[],
  warn: (err: unknown) => void,
): Promise<Lookups> {
  const tagIds = [...new Set(rows.flatMap((r) => r.eventTypeIds))];
  const hostIds = [...new Set(rows.map((r) => r.userId))];
  const [tagNames, hosts] = await Promise.all([
    findTagNames(db, tagIds).catch((err) => (warn(err), new Map<number, string>())),
    findHosts(db, hostIds).catch((err) => (warn(err), new Map<string, HostRow>())),
  ]);
  return { tagNames, hosts };
}

export function toEventCard(row: CardRow, { tagNames, hosts }: Lookups): EventCard {
  const host = hosts.get(row.userId);
  const tagList = row.eventTypeIds
    .map((id) => tagNames.get(id))
    .filter((n): n is string => Boolean(n));
  return {
    id: row.id,
    path: eventPath(row),
    title: row.title,
    subtitle: row.subtitle,
    startDate: row.startDate,
    startTime: hhmm(row.startTime),
    endDate: row.endDate,
    endTime: hhmm(row.endTime),
    startsAt: row.startsAt.toISOString(),
    locationType: row.locationType,
    locationText: locationText({
      locationType: row.locationType,
      venue: row.locationVenue,
      city: row.locationCity,
    }),
    city: row.locationCity,
    imageUrl: row.imageUrl ?? PLACEHOLDER_EVENT_IMAGE,
    isExternal: row.isExternal,
    externalLink: row.externalEventLink,
    price: row.pricePence / 100,
    hostId: row.userId,
    hostedBy: host ? hostedBy(host) : '',
    facilitatorSpaceId: null,
    tags: displayTags(tagList, row.categoryNames, row.category),
    categoryNames: row.categoryNames,
    isDraft: row.isDraft,
  };
}

export function toEventDetail(
  row: EventRow,
  lookups: Lookups,
  access: { canEdit: boolean; mayJoinOnline: boolean },
): EventDetail {
  const host = lookups.hosts.get(row.userId);
  return {
    ...toEventCard(row, lookups),
    description: row.description,
    venue: row.locationVenue,
    country: row.locationCountry,
    postcode: row.locationPostcode,
    latitude: row.latitude,
    longitude: row.longitude,
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    categoryIds: row.categoryIds,
    tagIds: row.eventTypeIds,
    originalImageUrl: row.originalImageUrl,
    hasOnlineLink: Boolean(row.onlineEventLink),
    onlineLink: access.mayJoinOnline ? row.onlineEventLink : null,
    hostAvatarUrl: host?.avatarUrl ?? null,
    canEdit: access.canEdit,
    updatedAt: row.updatedAt.toISOString(),
  };
}
