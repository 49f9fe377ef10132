import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileRow } from '../db/schema/profiles';
import { AppError, forbidden, notAuthenticated } from './app-error';
import { hasSessionCookie } from './session-cookie';

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

/** The session behind a request's headers, as the auth library finds it; null when none. */
export type GetSession = (headers: Headers) => Promise<{
  user: { id: string; email: string; emailVerified: boolean };
  session: { id: string };
} | null>;

/**
 * Notes that the person made a signed-in request now (their "last seen"), unless it was noted
 * within the last `minutes`.
 */
export type NoteSeen = (userId: string, minutes: number) => Promise<void>;

/** How stale "last seen" may get: a busy tab writes it at most once in this many minutes. */
export const LAST_SEEN_EVERY_MINUTES = 5;

/** The signed-in person's profile and the id of their space, if any; undefined when none. */
export type FindViewerProfile = (
  userId: string,
) => Promise<{ profile: ProfileRow; spaceId: string | null } | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request; null for visitors. */
    viewer(): Promise<SignedInViewer | null>;
    /** The lookup `viewer()` started, so a request asks the session store at most once. */
    viewerLookup: Promise<SignedInViewer | null> | null;
  }
}

const NO_VIEWER = Promise.resolve(null);

/**
 * Decorates every request with `viewer()`. The session and the profile are looked up by the
 * functions given (the auth feature's and the profile feature's), so this stays free of both.
 */
export function registerViewer(
  app: FastifyInstance,
  lookup: { getSession: GetSession; findProfile: FindViewerProfile; noteSeen?: NoteSeen },
) {
  // Declared up front (not a WeakMap keyed by request): every request keeps one shape, and the
  // garbage collector has no weak table to sweep on each of the thousands of requests a second.
  app.decorateRequest('viewerLookup', null);
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    // Visitors without a session cookie, most public traffic, skip the session store altogether.
    if (!hasSessionCookie(this.headers)) return NO_VIEWER;
    // Only the cookie goes to the session lookup: a Fetch `Headers` refuses some values Node
    // accepts (a fuzzed content type made every header's copy throw, a 500), and the session is
    // found by the cookie alone.
    this.viewerLookup ??= loadViewer(fromNodeHeaders({ cookie: this.headers.cookie }), lookup);
    return this.viewerLookup;
  });
}

async function loadViewer(
  headers: Headers,
  {
    getSession,
    findProfile,
    noteSeen,
  }: { getSession: GetSession; findProfile: FindViewerProfile; noteSeen?: NoteSeen },
): Promise<SignedInViewer | null> {
  const session = await getSession(headers);
  if (!session) return null;
  const found = await findProfile(session.user.id);
  // Suspending an account ends its sessions; one that slipped through (made a moment before)
  // is no one's either.
  if (!found || found.profile.suspendedAt) return null;
  const seen = found.profile.lastSeenAt;
  // The profile is already here: only a stale "last seen" costs a write, and a failed one costs
  // nothing but the note.
  if (noteSeen && (!seen || Date.now() - seen.getTime() > LAST_SEEN_EVERY_MINUTES * 60_000))
    await noteSeen(session.user.id, LAST_SEEN_EVERY_MINUTES).catch(() => undefined);
  return {
    userId: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    sessionId: session.session.id,
    profile: found.profile,
    spaceId: found.spaceId,
  };
}

/**
 * Who the request's session belongs to now, asked afresh: for a long-lived answer (a stream)
 * that must stop once its session ends or its account is suspended.
 */
export function viewerAgain(request: FastifyRequest): Promise<SignedInViewer | null> {
  request.viewerLookup = null;
  return request.viewer();
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
