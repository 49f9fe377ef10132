import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { QueuedMail } from '../../lib/mailer';
import type { SignedInViewer } from '../../lib/viewer';
import { newFollowerMail } from './space-mails';
import {
  claimFollowMail,
  countFollowers,
  findFollowerName,
  findSpaceByAnyId,
  follow,
  unfollow,
  type SpaceRow,
} from './spaces.repository';
import { notFound } from './spaces.service';

/** Following a facilitator's space, and the mail that tells its host of a new follower. */

async function followTarget(db: Database, viewer: SignedInViewer, id: string): Promise<SpaceRow> {
  const row = await findSpaceByAnyId(db, id);
  if (!row) throw notFound(id);
  if (row.userId === viewer.userId) throw new AppError('BAD_REQUEST', "You can't follow yourself");
  return row;
}

/**
 * How spaces send mail: the job queue, the site's address for the links in it, and an account's
 * e-mail address (the auth feature's, handed in by `composition/`).
 */
export type SpaceMail = {
  queueMail: (mail: QueuedMail) => Promise<void>;
  publicUrl: string;
  accountEmail: (userId: string) => Promise<string | undefined>;
};

/**
 * A space's owner hears of a new follower at most once a day per follower: unfollowing and
 * following again within FOLLOW_MAIL_HOURS of the last such e-mail sends none.
 */
export const FOLLOW_MAIL_HOURS = 24;

export async function setFollowing(
  db: Database,
  mail: SpaceMail,
  viewer: SignedInViewer,
  id: string,
  following: boolean,
) {
  const target = await followTarget(db, viewer, id);
  if (!following) await unfollow(db, viewer.userId, target.userId);
  else if (
    (await follow(db, viewer.userId, target.userId)) &&
    (await claimFollowMail(db, viewer.userId, target.userId, FOLLOW_MAIL_HOURS))
  )
    await mailNewFollower(db, mail, viewer.userId, target);
  return { following, followers: await countFollowers(db, target.userId) };
}

async function mailNewFollower(db: Database, mail: SpaceMail, followerId: string, space: SpaceRow) {
  const [followerName, email] = await Promise.all([
    findFollowerName(db, followerId),
    mail.accountEmail(space.userId),
  ]);
  if (!email) return;
  const spacePath = space.handle ? `/@${space.handle}` : `/facilitator/${space.id}`;
  await mail.queueMail({
    ...newFollowerMail({ email, name: space.displayName }, followerName ?? 'Someone', {
      spaceUrl: mail.publicUrl + spacePath,
      settingsUrl: `${mail.publicUrl}/settings`,
    }),
    preference: { userId: space.userId, kind: 'newFollowers' },
  });
}
