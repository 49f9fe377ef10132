import type { Mail } from '../../lib/mailer';
import { firstName, mailBody } from '../../lib/mail-body';

type Recipient = { email: string; name: string };

function mail(
  to: Recipient,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  return {
    to: to.email,
    subject,
    ...mailBody({
      hello: firstName(to.name),
      blocks: [intro, { label: action, url }, outro],
    }),
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

/** Sent to the new address: the address changes only once this link is opened. */
export const changeEmailMail = (user: Recipient, url: string) =>
  mail(
    user,
    'Confirm your new e-mail for Kindred',
    'You asked to use this address for your Kindred account. Your address changes only once you open this link, which works for two days.',
    'Confirm my new e-mail',
    url,
    'If you did not ask for this, ignore this message: nothing changes.',
  );

/**
 * Sent to an address someone asked to move their account to while it already has an account
 * of its own: its owner hears of it, and the answer on screen stays the same as for a free
 * address (no account enumeration, as at sign-up).
 */
export const emailInUseMail = (email: string, signInUrl: string) =>
  mail(
    { email, name: '' },
    'This e-mail already has a Kindred account',
    'Someone asked to use this address for their Kindred account. It already belongs to a Kindred account, so it cannot be used for another one, and nothing has changed. If it was you, log in with this address instead, or delete its account before you move another one to it.',
    'Log in to Kindred',
    signInUrl,
    'If it was not you, you can ignore this message: nothing has changed on your account.',
  );

/** Sent to the old address once the change is made, so a change nobody asked for is noticed. */
export const emailChangedNotice = (
  oldEmail: string,
  name: string,
  newEmail: string,
  contactUrl: string,
) =>
  mail(
    { email: oldEmail, name },
    'Your Kindred e-mail address was changed',
    `The e-mail address of your Kindred account is now ${newEmail}. From now on Kindred writes to that address, and you log in with it.`,
    'Contact us',
    contactUrl,
    'If you did not make this change, contact us straight away.',
  );
