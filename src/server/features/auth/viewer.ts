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
    /** The lookup `viewer()` started, so a request asks the session store at most once. */
    viewerLookup: Promise<SignedInViewer | null> | null;
  }
}

const NO_VIEWER = Promise.resolve(null);

export function registerViewer(app: FastifyInstance, { auth, db }: { auth: Auth; db: Database }) {
  // Declared up front (not a WeakMap keyed by request): every request keeps one shape, and the
  // garbage collector has no weak table to sweep on each of the thousands of requests a second.
  app.decorateRequest('viewerLookup', null);
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    // Visitors without a cookie, most public traffic, skip the session store altogether.
    if (!this.headers.cookie) return NO_VIEWER;
    this.viewerLookup ??= loadViewer(this.headers.cookie, auth, db);
    return this.viewerLookup;
  });
}

async function loadViewer(
  cookie: string,
  auth: Auth,
  db: Database,
): Promise<SignedInViewer | null> {
  const headers = new Headers();
  headers.set('cookie', cookie);
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
