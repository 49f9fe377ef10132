import { PassThrough } from 'node:stream';
import { AppError } from '../../lib/app-error';

/**
 * How the live unread count behaves. A comment line every 25 s keeps the connection in use for
 * proxies and load balancers that drop idle ones (60 s is common) and for the server's own idle
 * timeout. After 10 minutes the server ends the stream; the browser's EventSource opens a new one
 * after `retryMs`, which checks the session again and re-reads the count (so a signal lost while
 * PostgreSQL's listening connection was down is made good). Four streams per person per process:
 * a browser speaking HTTP/1.1 opens at most six connections to a site, so a fifth tab polls
 * instead of leaving the page no connection for its other requests.
 */
export const UNREAD_STREAM_DEFAULTS = {
  heartbeatMs: 25_000,
  lifetimeMs: 10 * 60_000,
  retryMs: 5_000,
  perUser: 4,
};
export type UnreadStreamSettings = typeof UNREAD_STREAM_DEFAULTS;

/** A heartbeat often enough for a server that drops connections silent for `idleMs`. */
export function heartbeatWithin(idleMs: number): number {
  return Math.min(UNREAD_STREAM_DEFAULTS.heartbeatMs, Math.max(100, Math.floor(idleMs / 2)));
}

export const TOO_MANY_STREAMS =
  'Too many live notification streams are open for your account. Close a tab or two and reload.';

/** One open stream: the body to send, and how to end it early (the client went away). */
export type UnreadStream = { body: PassThrough; close: () => void };

/**
 * Server-sent events of one person's unread count: the count when the stream opens, and again
 * each time `listen` says their notifications changed (made here or in another app process).
 * Counts are read one at a time per stream; changes that arrive meanwhile cost one more read.
 */
export function createUnreadStreams(deps: {
  /** Calls back whenever this person's notifications change; answers a function to stop. */
  listen: (userId: string, onChange: () => void) => () => void;
  countUnread: (userId: string) => Promise<number>;
  onError: (err: unknown) => void;
  settings?: Partial<UnreadStreamSettings>;
}) {
  const settings = { ...UNREAD_STREAM_DEFAULTS, ...deps.settings };
  const openByUser = new Map<string, Set<UnreadStream>>();

  /**
   * `stillSignedIn` asks again whether the session that opened the stream holds: before each
   * count and each heartbeat, so a stream ends within one heartbeat of signing out or being
   * suspended (issue 21), not when its ten minutes are up.
   */
  function open(userId: string, stillSignedIn: () => Promise<boolean>): UnreadStream {
    const mine = openByUser.get(userId) ?? new Set<UnreadStream>();
    if (mine.size >= settings.perUser) throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS);
    openByUser.set(userId, mine);

    const body = new PassThrough();
    let closed = false;
    let reading = false;
    let readAgain = false;

    const sendCount = async () => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      try {
        do {
          readAgain = false;
          const unread = await deps.countUnread(userId);
          if (closed) return;
          if (!(await stillSignedIn())) return close();
          body.write(`event: unread\ndata: ${unread}\n\n`);
        } while (readAgain && !closed);
      } catch (err) {
        // The database is out of reach: end the stream; the browser reconnects (and polls while
        // the server refuses), rather than trusting a count that is not being kept up.
        deps.onError(err);
        close();
      } finally {
        reading = false;
      }
    };

    const stopListening = deps.listen(userId, () => void sendCount());
    const beat = async () => {
      try {
        if (!(await stillSignedIn())) return close();
        if (!closed) body.write(': keep-alive\n\n');
      } catch (err) {
        deps.onError(err);
        close();
      }
    };
    const heartbeat = setInterval(() => void beat(), settings.heartbeatMs);
    const lifetime = setTimeout(() => close(), settings.lifetimeMs);
    heartbeat.unref();
    lifetime.unref();

    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stopListening();
      mine.delete(stream);
      if (mine.size === 0 && openByUser.get(userId) === mine) openByUser.delete(userId);
      body.end();
    }
    // Fastify destroys the body when the client goes away before it ends.
    body.on('close', close);

    const stream: UnreadStream = { body, close };
    mine.add(stream);
    body.write(`retry: ${settings.retryMs}\n\n`);
    void sendCount();
    return stream;
  }

  return {
    open,
    /** Ends every open stream: the server is shutting down (clients reconnect elsewhere). */
    closeAll() {
      for (const mine of [...openByUser.values()]) for (const stream of [...mine]) stream.close();
    },
    /** How many streams are open, for one person or in all. */
    openCount(userId?: string): number {
      if (userId !== undefined) return openByUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const mine of openByUser.values()) total += mine.size;
      return total;
    },
  };
}
export type UnreadStreams = ReturnType<typeof createUnreadStreams>;
