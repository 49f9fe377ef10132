import { registerAccountRoutes } from '../features/account/account.routes';
import type { AccountLinks } from '../features/account/account.service';
import { registerUnsubscribeRoute } from '../features/account/unsubscribe.routes';
import { findUserEmail } from '../features/auth/accounts.repository';
import { accountSecurity } from '../features/auth/account-security';
import { createAuth, type Auth } from '../features/auth/auth';
import { registerAuthRoutes } from '../features/auth/auth.routes';
import { emailSignUp } from '../features/auth/email-sign-up';
import { removeHostCovers } from '../features/events/event-covers.service';
import { deleteEventsOfHost } from '../features/events/events.repository';
import { forgetInvitationQuietly } from '../features/notifications/notifications.service';
import {
  findProfileWithSpace,
  isProfileSuspended,
  noteProfileSeen,
  setProfileEmail,
} from '../features/profile/profile.repository';
import { registerProfileRoutes } from '../features/profile/profile.routes';
import { createProfileForNewUser, removeAvatarFiles } from '../features/profile/profile.service';
import { createPendingSpace } from '../features/spaces/pending-space.service';
import { registerSignUpWithSpaceRoute } from '../features/spaces/sign-up-with-space.routes';
import { removeSpaceFiles } from '../features/spaces/space-images.service';
import { attachGuestBookings } from '../features/tickets/booking/my-bookings';
import { registerViewer } from '../lib/viewer';
import type { Composition } from './context';
import { spaceLinks } from './spaces';

/**
 * A person's account from sign-up to deletion: better-auth, who is asking (the viewer), the
 * profile, and what other features do when an account is made, confirmed or deleted.
 */
export function registerAccounts(ctx: Composition): Auth {
  const { app, db, config, storage } = ctx;
  const auth = createAuth({
    db,
    queueMail: ctx.queueAccountMail,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    onUserCreated: (user) => createProfileForNewUser(db, user),
    onEmailVerified: async (userId) => {
      await createPendingSpace(db, storage, spaceLinks, userId).catch((err: unknown) =>
        ctx.warn(err, 'creating the space asked for at sign-up failed; the account is kept'),
      );
      // Bookings made without an account under this address become the account's (issue 13).
      await findUserEmail(db, userId)
        .then((email) => (email ? attachGuestBookings(db, userId, email) : 0))
        .catch((err: unknown) =>
          ctx.warn(err, 'attaching earlier guest bookings to a new account failed'),
        );
    },
    onAccountSaved: (user) => setProfileEmail(db, user.id, user.email),
    isSuspended: (userId) => isProfileSuspended(db, userId),
    log: (err, message) => app.log.error({ err }, message),
  });
  registerViewer(app, {
    getSession: (headers) => auth.api.getSession({ headers }),
    findProfile: (userId) => findProfileWithSpace(db, userId),
    noteSeen: (userId, minutes) => noteProfileSeen(db, userId, minutes),
  });
  registerAuthRoutes(app, {
    auth,
    db,
    jobs: ctx.jobs,
    limits: config.rateLimits,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  });
  registerSignUpWithSpaceRoute(app, {
    db,
    accounts: emailSignUp({ auth, db, limits: config.rateLimits }),
  });
  registerProfileRoutes(app, { db, storage });
  const security = accountSecurity({
    auth,
    db,
    limits: config.rateLimits,
    queueMail: ctx.queueAccountMail,
    publicUrl: config.publicUrl,
  });
  const accountLinks: AccountLinks = {
    checkPassword: security.checkPassword,
    requestEmailChange: security.requestEmailChange,
    deleteOwnEvents: deleteEventsOfHost,
    forgetInvitation: forgetInvitationQuietly,
    notificationsChanged: ctx.notificationChanges.send,
    deleteAccountRow: security.deleteAccountRow,
    // A deleted account's pictures go with it: its avatar, its space's images, its covers.
    removeFiles: async (userId) =>
      (await removeAvatarFiles(storage, userId)) +
      (await removeSpaceFiles(storage, userId)) +
      (await removeHostCovers(db, storage, userId)),
    changed: ctx.changed,
    signOutCookies: security.signOutCookies,
    warn: ctx.warn,
  };
  registerAccountRoutes(app, { db, links: accountLinks });
  // The digest's one-click unsubscribe, signed with the auth secret (features/account/unsubscribe.ts).
  registerUnsubscribeRoute(app, { db, secret: config.authSecret });
  return auth;
}
