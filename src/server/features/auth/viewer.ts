import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { AppError, forbidden, notAuthenticated } from '../../lib/app-error';
import type { Auth } from './auth';

export type ProfileRow = typeof profiles.$inferSelect;

/** Who is making this request, decided on the server from the session cookie. */
export type SignedInViewer = {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  profile: ProfileRow;
  /** The user's facilitator space, when they have one. */
  spaceId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request; null for visitors. */
    viewer(): Promise<SignedInViewer | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SignedInViewer | null>>();

export function registerViewer(app: FastifyInstance, { auth, db }: { auth: Auth; db: Database }) {
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = loadViewer(this, auth, db);
      cache.set(this, pending);
    }
    return pending;
  });
}

async function loadViewer(
  request: FastifyRequest,
  auth: Auth,
  db: Database,
): Promise<SignedInViewer | null> {
  if (!request.headers.cookie) return null;
  const headers = new Headers();
  headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  // Every signed-in request passes here: one query brings the profile and the space id.
  const [row] = await db
    .select({ profile: profiles, spaceId: facilitatorSpaces.id })
    .from(profiles)
    .leftJoin(facilitatorSpaces, eq(facilitatorSpaces.userId, profiles.id))
    .where(eq(profiles.id, session.user.id));
  if (!row) return null;
  const { profile } = row;
  return {
    userId: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    sessionId: session.session.id,
    profile,
    spaceId: row.spaceId ?? null,
  };
}

export async function requireUser(request: FastifyRequest): Promise<SignedInViewer> {
  const viewer = await request.viewer();
  if (!viewer) throw notAuthenticated();
  return viewer;
}

export async function requireHost(request: FastifyRequest): Promise<SignedInViewer> {
  const viewer = await requireUser(request);
  if (!viewer.profile.isHost)
    throw forbidden('Only hosts can do that. Become a facilitator to host events.');
  return viewer;
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<SignedInViewer> {
  const viewer = await requireUser(request);
  if (!viewer.profile.isSuperAdmin)
    throw new AppError('FORBIDDEN', 'Only super admins can do that.');
  return viewer;
}
