import type { EventCard } from '../../../shared/events/event-schemas';
import { londonDate } from '../../../shared/events/london-dates';
import {
  FOLLOWER_TREND_DAYS,
  OVERVIEW_LIST_LIMIT,
  type HostOverview,
  type HostSpaces,
} from '../../../shared/host-schemas';
import type { SignedInViewer } from '../../lib/viewer';

/**
 * What the dashboard reads of other features, handed in by `composition/` (features never import one
 * another): events, spaces and follows, co-host invitations. Each answers for one person.
 */
export type HostLinks = {
  /** Published events from `today` on, soonest first. */
  upcomingEvents: (userId: string, today: string, limit: number) => Promise<EventCard[]>;
  /** Unpublished events, soonest first. */
  drafts: (userId: string, limit: number) => Promise<EventCard[]>;
  /** How many published events from `today` on, and how many drafts. */
  eventCounts: (userId: string, today: string) => Promise<{ upcoming: number; drafts: number }>;
  /** Followers now, and how many began following in the last `days` days and the `days` before. */
  followerTrend: (
    userId: string,
    days: number,
  ) => Promise<{ total: number; recent: number; previous: number }>;
  /** Co-host invitations to the person's space waiting for an answer. */
  pendingInvitations: (userId: string) => Promise<number>;
  /** The person's own space with its public figures; null without one. */
  ownSpace: (userId: string) => Promise<{
    id: string;
    displayName: string;
    handle: string | null;
    description: string;
    avatarUrl: string | null;
    followers: number;
    hostedEvents: number;
  } | null>;
};

export async function hostOverview(
  links: HostLinks,
  { userId, profile }: SignedInViewer,
  now = new Date(),
): Promise<HostOverview> {
  const today = londonDate(now);
  const [space, nextEvents, drafts, counts, followers, pendingInvitations] = await Promise.all([
    links.ownSpace(userId),
    links.upcomingEvents(userId, today, OVERVIEW_LIST_LIMIT),
    links.drafts(userId, OVERVIEW_LIST_LIMIT),
    links.eventCounts(userId, today),
    links.followerTrend(userId, FOLLOWER_TREND_DAYS),
    links.pendingInvitations(userId),
  ]);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    memberSince: profile.createdAt.toISOString(),
    space: space && { id: space.id, displayName: space.displayName, handle: space.handle },
    nextEvents,
    followers,
    pendingInvitations,
    drafts: { count: counts.drafts, events: drafts },
  };
}

/** The host's spaces (a person has one, or none yet) with their public figures. */
export async function hostSpaces(
  links: HostLinks,
  { userId }: SignedInViewer,
  now = new Date(),
): Promise<HostSpaces> {
  const [space, counts] = await Promise.all([
    links.ownSpace(userId),
    links.eventCounts(userId, londonDate(now)),
  ]);
  if (!space) return { spaces: [] };
  const { followers, hostedEvents, ...fields } = space;
  return {
    spaces: [{ ...fields, stats: { followers, upcomingEvents: counts.upcoming, hostedEvents } }],
  };
}
