import type { Mail } from '../../lib/mailer';
import { firstName, mailBody } from '../../lib/mail-body';

/** The e-mail that tells a facilitator they are invited to co-host, with a link to answer. */
export function cohostInvitationMail(
  to: { email: string; name: string },
  invitation: { inviterName: string; eventTitle: string },
  answerUrl: string,
): Mail {
  return {
    to: to.email,
    subject: `${invitation.inviterName} invited you to co-host ${invitation.eventTitle}`,
    ...mailBody({
      hello: firstName(to.name),
      blocks: [
        `${invitation.inviterName} invited you to co-host "${invitation.eventTitle}" on Kindred.`,
        { label: 'Answer the invitation', url: answerUrl },
        'You can accept or decline it from your notifications.',
      ],
    }),
  };
}

/** The e-mail that tells the inviter how their invitation to co-host was answered. */
export function invitationAnswerMail(
  to: { email: string; name: string },
  answer: { inviteeName: string; eventTitle: string; status: 'accepted' | 'declined' },
  eventUrl: string,
): Mail {
  const sentence = `${answer.inviteeName} ${answer.status} your invitation to co-host ${answer.eventTitle}`;
  return {
    to: to.email,
    subject: sentence,
    ...mailBody({
      hello: firstName(to.name),
      blocks: [
        `${sentence}.`,
        { label: 'See the event', url: eventUrl },
        answer.status === 'accepted'
          ? 'They are now shown as a host of the event and can edit its details.'
          : 'You can invite someone else from the event page.',
      ],
    }),
  };
}
