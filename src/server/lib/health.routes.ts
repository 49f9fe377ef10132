import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../shared/common-schemas';
import type { DatabaseHealth } from '../db/database-health';
import { serviceUnavailable } from './app-error';

// Long enough for a busy database, short enough for a load balancer's check interval.
const READY_TIMEOUT_MS = 1000;

/**
 * Two probes for whoever runs Kindred: `/api/health` (liveness) says the process answers and never
 * touches the database, so a database outage does not get app processes restarted;
 * `/api/ready` (readiness) says this process can serve requests now, database included.
 */
export function registerHealthRoutes(app: FastifyInstance, { health }: { health: DatabaseHealth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = { response: { 200: okSchema } };
  r.get('/api/health', { schema: ok }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
  r.get('/api/ready', { schema: ok }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Known down: say so at once rather than queue a check behind the breaker's probe.
    if (!health.available || !(await health.check(READY_TIMEOUT_MS))) throw serviceUnavailable();
    return { ok: true as const };
  });
}
