import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSuperAdmin } from './viewer';

/**
 * The Cache-Control of an answer meant for one person (what they own, manage or may see): no
 * cache keeps it, shared or the browser's own. `cache-headers.test.ts` checks every signed-in read.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Before a super admin's list: theirs alone to see, so no cache keeps it. A preHandler. */
export async function superAdminList(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSuperAdmin(request);
  reply.header('cache-control', PRIVATE_NO_STORE);
}
