import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

/** The e-mail that tells a space's owner someone started following it. */
export function newFollowerMail(
  to: { email: string; name: string },
  followerName: string,
  links: { spaceUrl: string; settingsUrl: string },
): Mail {
  const first = to.name.split(' ')[0] || 'there';
  const intro = `${followerName} started following your space "${to.name}" on Kindred.`;
  const action = 'See your space';
  const outro = `You can switch off e-mails about new followers in your settings: ${links.settingsUrl}`;
  return {
    to: to.email,
    subject: `${followerName} is now following you on Kindred`,
    text: `Hello ${first},\n\n${intro}\n\n${action}: ${links.spaceUrl}\n\n${outro}\n\nKindred — connecting hearts and healing communities`,
    html: `<p>Hello ${escapeHtml(first)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(links.spaceUrl)}">${escapeHtml(action)}</a></p><p>You can switch off e-mails about new followers in your <a href="${escapeHtml(links.settingsUrl)}">settings</a>.</p><p>Kindred — connecting hearts and healing communities</p>`,
  };
}
