/** Spec 02 §5: handle rules. */
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 20;
export const handleFormatMessage =
  'Handle must be 3-20 characters, lowercase letters, numbers, and hyphens only';

/** What the handle field does as you type: lower-case, only a-z 0-9 and hyphen, at most 20. */
export function normalizeHandle(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, HANDLE_MAX);
}

export function isValidHandle(handle: string): boolean {
  return /^[a-z0-9-]{3,20}$/.test(handle);
}

/**
 * Spec 02 §7: a handle made from a name: lower-cased, other characters turned to hyphens,
 * repeats collapsed, edge hyphens trimmed, cut to 20. Null when the name is under 2 characters.
 */
export function handleFromName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return null;
  const handle = trimmed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, HANDLE_MAX)
    .replace(/-$/, '');
  return handle.length > 0 ? handle : null;
}

/** Paths of Kindred itself, which a handle must not shadow at /{handle}. */
export const RESERVED_HANDLES = new Set([
  'about',
  'admin',
  'api',
  'auth',
  'become-facilitator',
  'branding',
  'contact',
  'create-event',
  'create-external-event',
  'create-hosted-event',
  'create-space',
  'edit-external-event',
  'edit-hosted-event',
  'event',
  'events',
  'external-event',
  'f',
  'facilitator',
  'facilitator-space',
  'forgot-password',
  'help',
  'host',
  'host-dashboard',
  'host-event',
  'kindred',
  'login',
  'notifications',
  'privacy',
  'profile',
  'reset-password',
  'settings',
  'signup',
  'sitemap',
  'super-admin',
  'support',
  'terms',
  'ticket-success',
  'updates',
  'uploads',
]);
