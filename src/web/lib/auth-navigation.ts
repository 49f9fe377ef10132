import { safeReturnTo } from '@shared/return-to';
import { paths } from '@web/config/paths';

const REPEAT_WINDOW_MS = 500;
let last: { target: string; at: number } | null = null;

/** Spec 01 §2: a repeated authentication navigation within 500 ms is ignored. */
export function shouldNavigateToAuth(target: string, now = Date.now()): boolean {
  if (last && last.target === target && now - last.at < REPEAT_WINDOW_MS) return false;
  last = { target, at: now };
  return true;
}

export function authPathFor(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return paths.auth.getHref(safe === paths.home.getHref() ? undefined : safe);
}
