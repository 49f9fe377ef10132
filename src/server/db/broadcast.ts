import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';

/**
 * Tells every app process on one database that something happened, e.g. "an event changed, drop
 * what you remember of public answers". On PostgreSQL it is LISTEN/NOTIFY, so processes behind a
 * load balancer hear each other within milliseconds; PGlite is open in one process only, so
 * there nobody else needs telling.
 */
export type Broadcast = {
  /** Sends `channel` to the other processes; this process's own subscribers are not called. */
  publish: (channel: string) => Promise<void>;
  /** Calls `listener` whenever another process publishes `channel`. */
  subscribe: (channel: string, listener: () => void) => Promise<void>;
};

export const singleProcessBroadcast: Broadcast = {
  publish: async () => {},
  subscribe: async () => {},
};

/**
 * postgres.js keeps one connection of its own for LISTEN and re-listens after it reconnects.
 * Each process tags what it sends, so it can ignore its own notifications.
 */
export function postgresBroadcast(client: Sql): Broadcast {
  const self = randomUUID();
  return {
    publish: async (channel) => {
      await client.notify(channel, self);
    },
    subscribe: async (channel, listener) => {
      await client.listen(channel, (sender) => {
        if (sender !== self) listener();
      });
    },
  };
}
