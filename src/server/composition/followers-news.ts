import { TZDate } from '@date-fns/tz';
import type { FastifyInstance } from 'fastify';
import { LONDON, londonDate } from '../../shared/events/london-dates';
import { unsubscribeUrl } from '../features/account/unsubscribe';
import { notifyManyQuietly } from '../features/notifications/notifications.service';
import {
  announcePublished,
  sendNewsDigests,
  type FollowersNewsLinks,
} from '../features/spaces/followers-news/followers-news.service';
import type { Composition } from './context';

/**
 * News from the people you follow (issue 23): the spaces feature tells followers what their
 * facilitators publish; it is handed the notifications feature's writer, the mail queue and the
 * account feature's unsubscribe address. `app.followersNews` runs it (tests call it with a
 * `now`); `startFollowersNews` is the clock main.ts starts.
 */
export type FollowersNews = {
  /** Tells followers of what was published; answers how many things were told of. */
  announce: (now?: Date) => Promise<number>;
  /** Queues the day's digests not yet sent; answers how many. */
  sendDigests: (now?: Date) => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    followersNews: FollowersNews;
  }
}

export function registerFollowersNews(ctx: Composition): void {
  const { db, config } = ctx;
  const links: FollowersNewsLinks = {
    notifyQuietly: notifyManyQuietly,
    notificationsChanged: ctx.notificationChanges.send,
    queueMail: ctx.queueMail,
    publicUrl: config.publicUrl,
    unsubscribeUrl: (userId) => unsubscribeUrl(config.authSecret, config.publicUrl, userId),
  };
  ctx.app.decorate('followersNews', {
    announce: (now) => announcePublished(db, links, now),
    sendDigests: (now) => sendNewsDigests(db, links, now),
  } satisfies FollowersNews);
}

/** How often every process looks for what was published. */
export const NEWS_POLL_SECONDS = 60;
/** The digests go on the first poll at or after this London hour, once a day per process. */
export const DIGEST_HOUR = 8;

/** Whether the poll at `now` should send the day's digests, last sent on London day `sentOn`. */
export function digestDue(now: Date, sentOn: string | null): boolean {
  return sentOn !== londonDate(now) && new TZDate(now, LONDON).getHours() >= DIGEST_HOUR;
}

/**
 * Polls now and every minute: followers told of what was published, and, from 08:00 London
 * time, the day's digests. Every process may run it: each thing is told once and each person
 * gets one digest a day, whichever process gets there first (the database notes both). Answers
 * the function that stops it.
 */
export function startFollowersNews(app: FastifyInstance): () => void {
  let digestsSentOn: string | null = null;
  let running = false;
  const poll = async () => {
    // A slow poll (a popular facilitator's thousands of followers) is not run over by the next.
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const announced = await app.followersNews.announce(now);
      if (announced > 0) app.log.info({ announced }, 'told followers of what was published');
      if (digestDue(now, digestsSentOn)) {
        const digests = await app.followersNews.sendDigests(now);
        digestsSentOn = londonDate(now);
        if (digests > 0) app.log.info({ digests }, "queued the followers' news digests");
      }
    } catch (err) {
      app.log.error({ err }, "the followers' news failed");
    } finally {
      running = false;
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), NEWS_POLL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
