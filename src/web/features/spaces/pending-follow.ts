/**
 * A visitor who presses Follow is sent to log in or sign up (issue 14); the follow they asked
 * for waits here, in this browser, and is done when they come back to the space signed in.
 * Local storage rather than session storage: a sign-up's confirmation link often opens in a new
 * tab. Only a press of the button on the space page records it (no link can), and it lapses.
 */
const KEY = 'kindred:follow-after-login';
const LIFETIME_MS = 60 * 60 * 1000;

export type PendingFollow = { spaceId: string; name: string; path: string; at: number };

function read(now: number): PendingFollow | null {
  try {
    const pending = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PendingFollow | null;
    if (pending && now - pending.at < LIFETIME_MS) return pending;
  } catch {
    // Storage blocked or the entry unreadable: nothing waits.
  }
  return null;
}

export function rememberFollow(space: Omit<PendingFollow, 'at'>, now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...space, at: now }));
  } catch {
    // Storage blocked: they log in and press Follow again.
  }
}

/** The follow waiting for the space at `path`, for the login page to say what it is for. */
export function pendingFollowFor(path: string, now = Date.now()): PendingFollow | null {
  const pending = read(now);
  return pending?.path === path ? pending : null;
}

/** Whether a follow of this space waits; it is forgotten once asked for, so it is done once. */
export function takePendingFollow(spaceId: string, now = Date.now()): boolean {
  const pending = read(now);
  if (pending?.spaceId !== spaceId) return false;
  try {
    localStorage.removeItem(KEY);
  } catch {
    return false;
  }
  return true;
}
