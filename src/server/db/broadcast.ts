import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';

/**
 * Tells every app process on one database that something happened, e.g. "an event changed, drop
 * what you remember of public answers" or "this person's notifications changed". On PostgreSQL
 * it is LISTEN/NOTIFY, so processes behind a load balancer hear each other within milliseconds;
 * PGlite is open in one process only, so there nobody else needs telling.
 */
export type Broadcast = {
  /**
   * Sends `channel`, with an optional short `payload` (an id, say; PostgreSQL allows under 8000
   * bytes), to the other processes; this process's own subscribers are not called.
   */
  publish: (channel: string, payload?: string) => Promise<void>;
  /** Calls `listener` with the payload whenever another process publishes `channel`. */
  subscribe: (channel: string, listener: (payload: string) => void) => Promise<void>;
};

export const singleProcessBroadcast: Broadcast = {
  publish: async () => {},
  subscribe: async () => {},
};

/**
 * postgres.js keeps one connection of its own for LISTEN and re-listens after it reconnects.
 * Each process tags what it sends (`<process id>:<payload>`), so it can ignore its own
 * notifications.
 */
export function postgresBroadcast(client: Sql): Broadcast {
  const self = randomUUID();
  return {
    publish: async (channel, payload = '') => {
      await client.notify(channel, `${self}:${payload}`);
    },
    subscribe: async (channel, listener) => {
      await client.listen(channel, (message) => {
        const colon = message.indexOf(':');
        const sender = colon < 0 ? message : message.slice(0, colon);
        if (sender !== self) listener(colon < 0 ? '' : message.slice(colon + 1));
      });
    },
  };
}
