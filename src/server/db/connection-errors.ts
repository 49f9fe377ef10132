/** Thrown without asking the database while it is known to be unreachable (see database-health). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor() {
    super('The database is not answering.');
  }
}

// Socket failures (Node), and postgres.js's own codes for a connection that broke or never came.
const connectionCodes = new Set([
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

// SQLSTATEs of a server that is going away, starting up or full: 57P01 admin shutdown,
// 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections; class 08 is
// "connection exception".
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * True when `error` (or what it wraps: Drizzle wraps driver errors in `cause`) says the database
 * could not be reached, rather than that the query itself was wrong.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (connectionCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
