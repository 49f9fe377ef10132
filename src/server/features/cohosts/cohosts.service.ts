import {
  FACILITATOR_SEARCH_LIMIT,
  type Cohost,
  type CollaborationEvent,
  type FacilitatorMatch,
  type MyCollaborations,
} from '../../../shared/cohosts/cohost-schemas';
import { eventPath } from '../../../shared/events/event-slug';
import { COHOST_INVITATION } from '../../../shared/notification-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { QueuedMail } from '../../lib/mailer';
import type { SignedInViewer } from '../../lib/viewer';
import { cohostInvitationMail, invitationAnswerMail } from './cohost-mails';
import {
  answerCollaboration,
  countPendingFor,
  deleteCollaboration,
  findCohost,
  findEventSummary,
  findInvitation,
  findPerson,
  findSpace,
  insertCollaboration,
  isAcceptedCohost,
  isPendingFor,
  listCohostedEvents,
  listCohosts,
  listReceivedInvitations,
  listSentInvitations,
  searchSpaces,
} from './cohosts.repository';
import type { NotificationInput } from '../../lib/notification-input';

/** What co-hosting needs of the rest of the app, handed in by `composition/`. */
export type CohostLinks = {
  /** Adds a notification for someone (the notifications feature). */
  notify: (notification: NotificationInput) => Promise<void>;
  /** Removes the invitation notification of a collaboration (the notifications feature). */
  forgetInvitation: (collaborationId: string) => Promise<void>;
  /** Queues an e-mail on the job queue (sent unless its recipient switched its kind off). */
  queueMail: (mail: QueuedMail) => Promise<void>;
  publicUrl: string;
};

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
const invitationNotFound = () => new AppError('NOT_FOUND', 'Invitation not found');

type CohostRow = Awaited<ReturnType<typeof listCohosts>>[number];

const toCohost = (row: CohostRow): Cohost => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

export async function searchFacilitators(
  db: Database,
  viewer: SignedInViewer,
  term: string,
): Promise<FacilitatorMatch[]> {
  return searchSpaces(db, term, viewer.userId, FACILITATOR_SEARCH_LIMIT);
}

/** The event, when the viewer owns it; a co-host or anyone else is refused. */
async function ownEvent(db: Database, viewer: SignedInViewer, eventId: string, action: string) {
  const event = await findEventSummary(db, eventId);
  if (!event) throw eventNotFound();
  if (event.userId === viewer.userId) return event;
  if (await isAcceptedCohost(db, eventId, viewer.userId))
    throw new AppError('FORBIDDEN', `Only the host of this event can ${action} co-hosts.`);
  throw new AppError('FORBIDDEN', 'Only the host of this event can change its co-hosts.');
}

/** The event's invitations, for its owner and its accepted co-hosts. */
export async function cohostsOf(
  db: Database,
  viewer: SignedInViewer,
  eventId: string,
): Promise<Cohost[]> {
  const event = await findEventSummary(db, eventId);
  if (!event) throw eventNotFound();
  if (event.userId !== viewer.userId && !(await isAcceptedCohost(db, eventId, viewer.userId)))
    throw new AppError('FORBIDDEN', 'Only the hosts of this event can see its co-hosts.');
  return (await listCohosts(db, eventId)).map(toCohost);
}

export async function inviteCohost(
  db: Database,
  links: CohostLinks,
  viewer: SignedInViewer,
  eventId: string,
  spaceId: string,
): Promise<Cohost> {
  const event = await ownEvent(db, viewer, eventId, 'invite');
  const space = await findSpace(db, spaceId);
  if (!space) throw new AppError('NOT_FOUND', 'Facilitator not found');
  if (space.userId === viewer.userId)
    throw new AppError('BAD_REQUEST', 'You cannot invite your own space to co-host.');
  const created = await insertCollaboration(db, {
    eventId,
    facilitatorSpaceId: spaceId,
    inviterId: viewer.userId,
  });
  if (!created)
    throw new AppError(
      'CONFLICT',
      `${space.displayName} has already been invited to co-host this event.`,
    );
  const [inviter, invitee] = await Promise.all([
    findPerson(db, viewer.userId),
    findPerson(db, space.userId),
  ]);
  const inviterName = inviter?.name ?? 'A host';
  await links.notify({
    userId: space.userId,
    type: COHOST_INVITATION,
    title: 'Co-host invitation',
    message: `${inviterName} invited you to co-host ${event.title}`,
    // Spec 01 §3: all text.
    data: {
      event_id: eventId,
      collaboration_id: created.id,
      role: created.role,
      inviter_id: viewer.userId,
    },
  });
  if (invitee)
    await links.queueMail({
      ...cohostInvitationMail(
        { email: invitee.email, name: space.displayName },
        { inviterName, eventTitle: event.title },
        `${links.publicUrl}/notifications`,
      ),
      preference: { userId: space.userId, kind: 'cohostInvitations' },
    });
  return toCohost((await findCohost(db, created.id))!);
}

/** The owner withdraws a pending invitation or removes a co-host; its notification goes too. */
export async function removeCohost(
  db: Database,
  links: CohostLinks,
  viewer: SignedInViewer,
  eventId: string,
  collaborationId: string,
): Promise<void> {
  await ownEvent(db, viewer, eventId, 'remove');
  if (!(await deleteCollaboration(db, eventId, collaborationId))) throw invitationNotFound();
  await links.forgetInvitation(collaborationId);
}

/** The invited host accepts or declines; the inviter is told, the invitation notification goes. */
export async function answerInvitation(
  db: Database,
  links: CohostLinks,
  viewer: SignedInViewer,
  collaborationId: string,
  answer: 'accepted' | 'declined',
) {
  const invitation = await findInvitation(db, collaborationId);
  if (!invitation) throw invitationNotFound();
  if (invitation.inviteeId !== viewer.userId)
    throw new AppError('FORBIDDEN', 'This invitation is for someone else.');
  const alreadyAnswered = () =>
    new AppError('CONFLICT', 'This invitation has already been answered.');
  if (invitation.status !== 'pending') throw alreadyAnswered();
  // Only a pending invitation changes, so of two answers at once the second is refused.
  const answered = await answerCollaboration(db, collaborationId, answer);
  if (!answered) throw alreadyAnswered();
  await links.forgetInvitation(collaborationId);
  await links.notify({
    userId: invitation.inviterId,
    type: `cohost_invitation_${answer}`,
    title: answer === 'accepted' ? 'Invitation accepted' : 'Invitation declined',
    message: `${invitation.inviteeName} ${answer} your invitation to co-host ${invitation.eventTitle}`,
    data: { event_id: invitation.eventId, collaboration_id: collaborationId },
  });
  const inviter = await findPerson(db, invitation.inviterId);
  if (inviter)
    await links.queueMail({
      ...invitationAnswerMail(
        inviter,
        { inviteeName: invitation.inviteeName, eventTitle: invitation.eventTitle, status: answer },
        links.publicUrl + eventPath({ id: invitation.eventId, title: invitation.eventTitle }),
      ),
      preference: { userId: invitation.inviterId, kind: 'invitationAnswers' },
    });
  return { id: answered.id, eventId: answered.eventId, status: answered.status };
}

/** For the events feature, through `composition/`: may this person edit the event as a co-host? */
export function isCohostOf(db: Database, eventId: string, userId: string): Promise<boolean> {
  return isAcceptedCohost(db, eventId, userId);
}

/** For the notifications feature, through `composition/`: is this invitation still open to this space? */
export function isInvitationOpen(
  db: Database,
  collaborationId: string,
  spaceId: string,
): Promise<boolean> {
  return isPendingFor(db, collaborationId, spaceId);
}

/** For the host dashboard, through `composition/`: invitations waiting for this person's answer. */
export function pendingInvitationCount(db: Database, userId: string): Promise<number> {
  return countPendingFor(db, userId);
}

type EventColumns = Awaited<ReturnType<typeof listCohostedEvents>>[number]['event'];

const toCollaborationEvent = (event: EventColumns): CollaborationEvent => ({
  ...event,
  path: eventPath(event),
  startTime: event.startTime.slice(0, 5),
  endTime: event.endTime.slice(0, 5),
});

/**
 * The dashboard's collaborations tab: the invitations to the viewer's space still waiting for an
 * answer, the invitations they sent for their own events, and the events they co-host.
 */
export async function collaborationsOf(
  db: Database,
  viewer: SignedInViewer,
): Promise<MyCollaborations> {
  const [received, sent, cohosted] = await Promise.all([
    listReceivedInvitations(db, viewer.userId),
    listSentInvitations(db, viewer.userId),
    listCohostedEvents(db, viewer.userId),
  ]);
  return {
    received: received.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      event: toCollaborationEvent(row.event),
    })),
    sent: sent.map((row) => ({ ...toCohost(row), event: toCollaborationEvent(row.event) })),
    cohosted: cohosted.map((row) => ({ ...row, event: toCollaborationEvent(row.event) })),
  };
}
