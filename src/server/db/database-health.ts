import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionError } from './connection-errors';

/**
 * A circuit breaker in front of the database. While PostgreSQL is known to be unreachable,
 * queries fail at once (and the API answers 503) instead of each waiting on a connection attempt;
 * a probe asks the database every `probeIntervalMs` and closes the breaker as soon as it answers.
 *
 * The breaker opens only when a probe confirms the outage, so one dropped connection (a proxy
 * cutting an idle socket) never turns requests away.
 */
export type DatabaseHealth = {
  /** False while the database is known to be down; queries then fail without being sent. */
  readonly available: boolean;
  /** Every database error passes here; connection failures start the probe. */
  observe: (error: unknown) => void;
  /** Asks the database now; true when it answered within `timeoutMs` (the readiness check). */
  check: (timeoutMs: number) => Promise<boolean>;
  /** Calls `listener` each time the database goes down or comes back (for the log). */
  onChange: (listener: (available: boolean, error?: unknown) => void) => void;
  /** Stops probing (on shutdown). */
  close: () => void;
};

export function createDatabaseHealth(options: {
  /** One cheap query (`select 1`); rejects when the database cannot be reached. */
  probe: () => Promise<unknown>;
  probeIntervalMs?: number;
  /** How long one probe may take before the database counts as down. */
  probeTimeoutMs?: number;
}): DatabaseHealth {
  const interval = options.probeIntervalMs ?? 250;
  const timeout = options.probeTimeoutMs ?? 1000;
  let available = true;
  let probing = false;
  let closed = false;
  const listeners: Array<(available: boolean, error?: unknown) => void> = [];

  const answers = (timeoutMs: number) =>
    new Promise<{ ok: true } | { ok: false; error: unknown }>((resolve) => {
      const late = setTimeout(
        () => resolve({ ok: false, error: new Error(`no answer within ${timeoutMs} ms`) }),
        timeoutMs,
      );
      late.unref();
      options.probe().then(
        () => {
          clearTimeout(late);
          resolve({ ok: true });
        },
        (error: unknown) => {
          clearTimeout(late);
          resolve({ ok: false, error });
        },
      );
    });

  const setAvailable = (value: boolean, error?: unknown) => {
    if (available === value) return;
    available = value;
    for (const listener of listeners) listener(value, error);
  };

  // Probes until the database answers; one loop at most, however many failures are reported.
  async function probeUntilUp() {
    if (probing || closed) return;
    probing = true;
    try {
      while (!closed) {
        const result = await answers(timeout);
        if (result.ok) return setAvailable(true);
        setAvailable(false, result.error);
        await sleep(interval, undefined, { ref: false });
      }
    } finally {
      probing = false;
    }
  }

  return {
    get available() {
      return available;
    },
    observe(error) {
      if (isConnectionError(error)) void probeUntilUp();
    },
    async check(timeoutMs) {
      const result = await answers(timeoutMs);
      if (!result.ok && isConnectionError(result.error)) void probeUntilUp();
      return result.ok;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    close() {
      closed = true;
    },
  };
}
