import type { Mail } from '../../lib/mailer';

type Recipient = { email: string; name: string };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function mail(
  to: Recipient,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  const first = to.name.split(' ')[0] || 'there';
  return {
    to: to.email,
    subject,
    text: `Hello ${first},\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n\nKindred — connecting hearts and healing communities`,
    html: `<p>Hello ${escapeHtml(first)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Kindred — connecting hearts and healing communities</p>`,
  };
}

export const verificationMail = (user: Recipient, url: string) =>
  mail(
    user,
    'Confirm your e-mail for Kindred',
    'Welcome to Kindred! Please confirm that this is your e-mail address.',
    'Confirm my e-mail',
    url,
    'If you did not sign up for Kindred, you can ignore this message.',
  );

export const passwordResetMail = (user: Recipient, url: string) =>
  mail(
    user,
    'Reset your Kindred password',
    'Someone asked to reset the password of your Kindred account. The link works for one hour.',
    'Choose a new password',
    url,
    'If it was not you, ignore this message: your password stays as it is.',
  );
