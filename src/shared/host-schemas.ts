import { z } from 'zod';
import { eventCardSchema } from './events/event-schemas';

/** The overview lists at most this many of the host's next events and of their drafts. */
export const OVERVIEW_LIST_LIMIT = 5;
/** The followers trend compares the last this-many days with the same span before them. */
export const FOLLOWER_TREND_DAYS = 30;

/** The host's own space, as the dashboard links to it. */
export const hostSpaceRefSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  handle: z.string().nullable(),
});
export type HostSpaceRef = z.infer<typeof hostSpaceRefSchema>;

/**
 * The host dashboard's overview (issue 11), in one answer: who the host is, their next events,
 * followers and their trend, co-host invitations waiting for an answer, and drafts to finish.
 */
export const hostOverviewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  memberSince: z.string(),
  space: hostSpaceRefSchema.nullable(),
  /** Published events from today on, soonest first, at most OVERVIEW_LIST_LIMIT. */
  nextEvents: z.array(eventCardSchema),
  followers: z.object({
    total: z.number().int(),
    /** New followers in the last FOLLOWER_TREND_DAYS days… */
    recent: z.number().int(),
    /** …and in the FOLLOWER_TREND_DAYS days before those (who still follow). */
    previous: z.number().int(),
  }),
  /** Co-host invitations to the host's space still waiting for their answer. */
  pendingInvitations: z.number().int(),
  /** Unpublished events: how many, and the first OVERVIEW_LIST_LIMIT of them. */
  drafts: z.object({ count: z.number().int(), events: z.array(eventCardSchema) }),
});
export type HostOverview = z.infer<typeof hostOverviewSchema>;

/** The dashboard's spaces tab: each space of the host with its public figures. */
export const hostSpacesSchema = z.object({
  spaces: z.array(
    hostSpaceRefSchema.extend({
      avatarUrl: z.string().nullable(),
      description: z.string(),
      stats: z.object({
        followers: z.number().int(),
        /** Published events from today on. */
        upcomingEvents: z.number().int(),
        /** Published events, past and upcoming (the public page's "Hosted Events"). */
        hostedEvents: z.number().int(),
      }),
    }),
  ),
});
export type HostSpaces = z.infer<typeof hostSpacesSchema>;
