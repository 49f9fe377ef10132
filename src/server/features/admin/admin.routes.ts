import { count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/input-rules';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { requireSuperAdmin } from '../../lib/viewer';

const PAGE_SIZE = 25;

const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isHost: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
});

/** The super admin's view of people and their roles. */
export function registerAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/people',
    {
      schema: {
        querystring: z.object({
          q: text().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({ people: z.array(personSchema), total: z.number(), pageSize: z.number() }),
        },
      },
    },
    async (request, reply) => {
      await requireSuperAdmin(request);
      reply.header('cache-control', 'private, no-store');
      const { q, page } = request.query;
      const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = pattern
        ? or(
            ilike(profiles.email, pattern),
            ilike(profiles.firstName, pattern),
            ilike(profiles.lastName, pattern),
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(profiles)
          .where(where)
          .orderBy(desc(profiles.createdAt))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ total: count() }).from(profiles).where(where),
      ]);
      return {
        people: rows.map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          isHost: p.isHost,
          isSuperAdmin: p.isSuperAdmin,
          createdAt: p.createdAt.toISOString(),
        })),
        total: totals?.total ?? 0,
        pageSize: PAGE_SIZE,
      };
    },
  );
}
