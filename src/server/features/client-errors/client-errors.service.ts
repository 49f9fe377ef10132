import type { FastifyBaseLogger } from 'fastify';
import type { ClientError } from '../../../shared/client-error-schemas';
import type { Database } from '../../db/client';
import { enforce } from '../../lib/rate-limiter';

/** Thirty reports in ten minutes from one address: a broken page, not a flood. */
const REPORT_LIMIT = { limit: 30, windowSeconds: 600 };

/** Puts the report in the server log, bounded in rate so it cannot be abused. */
export async function reportClientError(
  db: Database,
  log: FastifyBaseLogger,
  report: ClientError,
  from: { ip: string; signedInUserId: () => Promise<string | null> },
): Promise<void> {
  await enforce(db, [{ key: `client-error:${from.ip}`, ...REPORT_LIMIT }]);
  log.warn(
    { clientError: report, userId: await from.signedInUserId() },
    'error reported by the web app',
  );
}
