import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

/** The e-mail that tells a facilitator they are invited to co-host, with a link to answer. */
export function cohostInvitationMail(
  to: { email: string; name: string },
  invitation: { inviterName: string; eventTitle: string },
  answerUrl: string,
): Mail {
  const first = to.name.split(' ')[0] || 'there';
  const intro = `${invitation.inviterName} invited you to co-host "${invitation.eventTitle}" on Kindred.`;
  const action = 'Answer the invitation';
  const outro = 'You can accept or decline it from your notifications.';
  return {
    to: to.email,
    subject: `${invitation.inviterName} invited you to co-host ${invitation.eventTitle}`,
    text: `Hello ${first},\n\n${intro}\n\n${action}: ${answerUrl}\n\n${outro}\n\nKindred — connecting hearts and healing communities`,
    html: `<p>Hello ${escapeHtml(first)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(answerUrl)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Kindred — connecting hearts and healing communities</p>`,
  };
}

/** The e-mail that tells the inviter how their invitation to co-host was answered. */
export function invitationAnswerMail(
  to: { email: string; name: string },
  answer: { inviteeName: string; eventTitle: string; status: 'accepted' | 'declined' },
  eventUrl: string,
): Mail {
  const first = to.name.split(' ')[0] || 'there';
  const sentence = `${answer.inviteeName} ${answer.status} your invitation to co-host ${answer.eventTitle}`;
  const intro = `${sentence}.`;
  const action = 'See the event';
  const outro =
    answer.status === 'accepted'
      ? 'They are now shown as a host of the event and can edit its details.'
      : 'You can invite someone else from the event page.';
  return {
    to: to.email,
    subject: sentence,
    text: `Hello ${first},\n\n${intro}\n\n${action}: ${eventUrl}\n\n${outro}\n\nKindred — connecting hearts and healing communities`,
    html: `<p>Hello ${escapeHtml(first)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(eventUrl)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Kindred — connecting hearts and healing communities</p>`,
  };
}
