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

export const existingAccountMail = (user: Recipient, signInUrl: string) =>
  mail(
    user,
    'Someone tried to sign up to Kindred with your e-mail',
    'Someone just tried to create a Kindred account with this e-mail address, which already has one. If it was you, log in instead; if you have forgotten your password, choose "Forgot password?" there.',
    'Log in to Kindred',
    signInUrl,
    'If it was not you, you can ignore this message: nothing has changed on your account.',
  );
