import { z } from 'zod';
import { uuidSchema } from '../ids';

/** Type-ahead needs this many characters (after trimming) before it searches. */
export const FACILITATOR_SEARCH_MIN = 2;
/** The most facilitators one type-ahead answer lists. */
export const FACILITATOR_SEARCH_LIMIT = 8;
export const FACILITATOR_SEARCH_TOO_SHORT = `Type at least ${FACILITATOR_SEARCH_MIN} characters to search`;

/** /api/facilitators/search?q=: a name or @handle, trimmed; the @ is optional. */
export const facilitatorSearchQuerySchema = z.object({
  q: z
    .string()
    .max(100, 'Search for at most 100 characters')
    .transform((q) => q.trim())
    .refine((q) => q.length >= FACILITATOR_SEARCH_MIN, FACILITATOR_SEARCH_TOO_SHORT),
});

/** A facilitator's space as the co-host picker shows it. */
export const facilitatorMatchSchema = z.object({
  spaceId: z.string(),
  displayName: z.string(),
  handle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type FacilitatorMatch = z.infer<typeof facilitatorMatchSchema>;

export const facilitatorSearchResultSchema = z.object({
  facilitators: z.array(facilitatorMatchSchema),
});

export const collaborationStatusSchema = z.enum(['pending', 'accepted', 'declined']);
export type CollaborationStatus = z.infer<typeof collaborationStatusSchema>;

/** One invitation to co-host an event, with the invited space as the host sees it. */
export const cohostSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  spaceId: z.string(),
  displayName: z.string(),
  handle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.string(),
  status: collaborationStatusSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Cohost = z.infer<typeof cohostSchema>;

export const cohostListSchema = z.object({ cohosts: z.array(cohostSchema) });

/** POST /api/events/:id/cohosts: the space to invite. */
export const inviteCohostSchema = z.object({
  spaceId: uuidSchema('Choose a facilitator to invite'),
});

export const cohostParamsSchema = z.object({
  id: uuidSchema('Event not found'),
  collaborationId: uuidSchema('Invitation not found'),
});

export const invitationParamsSchema = z.object({
  collaborationId: uuidSchema('Invitation not found'),
});

/** What answering an invitation leaves: the collaboration with its new status. */
export const invitationAnswerSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  status: collaborationStatusSchema,
});

/** An event as the dashboard's collaborations tab names it. */
export const collaborationEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  isDraft: z.boolean(),
  isExternal: z.boolean(),
});
export type CollaborationEvent = z.infer<typeof collaborationEventSchema>;

/** A pending invitation to the viewer's space, with who sent it. */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  event: collaborationEventSchema,
  inviterName: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

/** An invitation the viewer sent for one of their events, in any state. */
export const sentInvitationSchema = cohostSchema.extend({ event: collaborationEventSchema });
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** An event the viewer co-hosts (their space accepted), with whose event it is. */
export const cohostedEventSchema = z.object({
  collaborationId: z.string(),
  event: collaborationEventSchema,
  ownerName: z.string(),
});
export type CohostedEvent = z.infer<typeof cohostedEventSchema>;

/** GET /api/cohosts/mine: the host's collaborations, from both sides. */
export const myCollaborationsSchema = z.object({
  /** Pending invitations to the viewer's space, newest first. */
  received: z.array(receivedInvitationSchema),
  /** Invitations for the viewer's events, newest first. */
  sent: z.array(sentInvitationSchema),
  /** The events the viewer co-hosts, soonest first. */
  cohosted: z.array(cohostedEventSchema),
});
export type MyCollaborations = z.infer<typeof myCollaborationsSchema>;
