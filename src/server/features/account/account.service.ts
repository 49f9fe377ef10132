import {
  accountDeletedMessage,
  type ChangeEmailInput,
  type DeleteAccountInput,
  type EmailPreferenceKind,
  type EmailPreferences,
} from '../../../shared/account/account-schemas';
import { inTransaction, type Database } from '../../db/client';
import type { DeletionCounts } from '../../db/schema/account';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import {
  countBelongings,
  findEmailPreferences,
  insertDeletionRecord,
  invitationsOnEventsOf,
  noteFilesRemoved,
  saveEmailPreferences,
  wantsEmailNow,
} from './account.repository';

/**
 * What the account settings need of other features, handed in by `composition/`: the auth feature
 * (passwords, the e-mail change, the account row, the session cookies), the events feature,
 * the notifications feature, and the features that store a person's uploads.
 */
export type AccountLinks = {
  /** Whether this is the signed-in person's password (wrong guesses are rate limited). */
  checkPassword: (cookie: string, userId: string, password: string) => Promise<boolean>;
  /** Mails the link that moves the account to `newEmail` (or, if taken, tells its owner). */
  requestEmailChange: (
    cookie: string,
    userId: string,
    newEmail: string,
    callbackURL: string,
  ) => Promise<void>;
  /** Deletes the person's own events, in the deletion's transaction; answers how many. */
  deleteOwnEvents: (tx: Database, userId: string) => Promise<number>;
  /** Removes the notification of an invitation that is going away. */
  /** Removes a co-host invitation's notification; answers whose notifications changed. */
  forgetInvitation: (tx: Database, collaborationId: string) => Promise<string[]>;
  /** Tells the open notification streams of this person (after the transaction). */
  notificationsChanged: (userId: string) => void;
  /** Deletes the account row and all that cascades from it; false when it was already gone. */
  deleteAccountRow: (tx: Database, userId: string) => Promise<boolean>;
  /** Deletes the person's uploaded files (after the transaction); answers how many went. */
  removeFiles: (userId: string) => Promise<number>;
  /** The public lists changed (the person's events are gone). */
  changed: () => void;
  /** The Set-Cookie headers that sign this browser out. */
  signOutCookies: (cookie: string) => Promise<string[]>;
  /** Where a failure after the deletion is reported (files left behind). */
  warn: (err: unknown, message: string) => void;
};

/** Where the link in the e-mail to the new address leads once it has done its work. */
export const EMAIL_CHANGED_PATH = '/settings?email=changed';

const wrongPassword = () =>
  new AppError('FORBIDDEN', 'That password is not right.', {
    fieldErrors: { password: ['That password is not right.'] },
  });

export function getEmailPreferences(
  db: Database,
  viewer: SignedInViewer,
): Promise<EmailPreferences> {
  return findEmailPreferences(db, viewer.userId);
}

export async function updateEmailPreferences(
  db: Database,
  viewer: SignedInViewer,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  await saveEmailPreferences(db, viewer.userId, preferences);
  return findEmailPreferences(db, viewer.userId);
}

/** For the mail job, through `composition/`: is this switch on for this person now? */
export function wantsEmail(
  db: Database,
  userId: string,
  kind: EmailPreferenceKind,
): Promise<boolean> {
  return wantsEmailNow(db, userId, kind);
}

/**
 * Sends the link that moves the account to a new address, to that address. The answer is the
 * same whether or not the address already has an account (its owner is mailed instead), as
 * sign-up's is: the screen never tells who has an account.
 */
export async function changeEmail(
  links: AccountLinks,
  viewer: SignedInViewer,
  cookie: string,
  input: ChangeEmailInput,
): Promise<{ message: string }> {
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === viewer.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', 'That is already your e-mail address.', {
      fieldErrors: { newEmail: ['That is already your e-mail address.'] },
    });
  if (!(await links.checkPassword(cookie, viewer.userId, input.password))) throw wrongPassword();
  await links.requestEmailChange(cookie, viewer.userId, newEmail, EMAIL_CHANGED_PATH);
  return {
    message: `We sent a link to ${newEmail}. Your address changes once you open it.`,
  };
}

/**
 * Deletes the person's account for good: their own events (taken off the public lists), their
 * space, profile, follows both ways, notifications, sessions, invitations to co-host their
 * events and to their space, e-mail preferences and password, in one transaction, with a log
 * row of what went (numbers only). Events they only co-host stay with their owners. Their
 * uploaded images are deleted once the transaction has committed. Answers the cookies that
 * sign this browser out.
 */
export async function deleteAccount(
  db: Database,
  links: AccountLinks,
  viewer: SignedInViewer,
  cookie: string,
  input: DeleteAccountInput,
): Promise<{ message: string; cookies: string[]; logged: { id: string; counts: DeletionCounts } }> {
  if (!(await links.checkPassword(cookie, viewer.userId, input.password))) throw wrongPassword();
  const notified = new Set<string>();
  const logged = await inTransaction(db, async (tx) => {
    const counts = await countBelongings(tx, viewer.userId);
    // Invitations to co-host the person's events go with the events; so do the notifications
    // that offered them to other hosts.
    for (const collaborationId of await invitationsOnEventsOf(tx, viewer.userId))
      for (const userId of await links.forgetInvitation(tx, collaborationId)) notified.add(userId);
    await links.deleteOwnEvents(tx, viewer.userId);
    if (!(await links.deleteAccountRow(tx, viewer.userId)))
      throw new AppError('NOT_FOUND', 'This account has already been deleted.');
    return { id: await insertDeletionRecord(tx, viewer.userId, counts), counts };
  });
  links.changed();
  for (const userId of notified) links.notificationsChanged(userId);
  // The sessions went with the account; this clears the browser's cookies too.
  const cookies = await links.signOutCookies(cookie);
  try {
    await noteFilesRemoved(db, logged.id, await links.removeFiles(viewer.userId));
  } catch (err) {
    // The account is gone either way; a file left behind is logged, not shown to the person.
    links.warn(err, 'removing the files of a deleted account failed');
  }
  return { message: accountDeletedMessage, cookies, logged };
}
