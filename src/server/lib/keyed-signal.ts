import type { Broadcast } from '../db/broadcast';

/**
 * "Something about `key` changed" (a person's notifications, say), told at once to whoever in this
 * process listens for that key, and through the broadcast (LISTEN/NOTIFY) to every other app
 * process on the database, whose listeners for the key hear it too. It carries no data: a
 * listener reads what it needs again, so a lost message costs freshness, never correctness.
 */
export type KeyedSignal = {
  /** Tells the listeners of `key`, here and in the other processes. Never throws. */
  send: (key: string) => void;
  /** Calls `listener` on every signal for `key` until the returned function is called. */
  listen: (key: string, listener: () => void) => () => void;
  /** How many listeners this process has, for `key` or in all. */
  listenerCount: (key?: string) => number;
  /** Settles once the other processes' signals are being heard (or listening failed). */
  ready: Promise<void>;
};

export function createKeyedSignal(options: {
  /** The broadcast channel: one per kind of signal. */
  channel: string;
  peers?: Broadcast;
  onPeerError?: (err: unknown) => void;
}): KeyedSignal {
  const { channel, peers, onPeerError = () => {} } = options;
  const listeners = new Map<string, Set<() => void>>();
  const fire = (key: string) => {
    // A copy: a listener may stop listening while being told.
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };
  const ready = peers ? peers.subscribe(channel, fire).catch(onPeerError) : Promise.resolve();
  return {
    send(key) {
      fire(key);
      peers?.publish(channel, key).catch(onPeerError);
    },
    listen(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    listenerCount(key) {
      if (key !== undefined) return listeners.get(key)?.size ?? 0;
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    ready,
  };
}
