/** Spec 02 §3: the seven link types the form offers. */
export const SOCIAL_LINK_TYPES = [
  'email',
  'phone',
  'instagram',
  'facebook',
  'tiktok',
  'mixcloud',
  'website',
] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];

/**
 * Spec 02 §5: email gets mailto:, phone gets tel: without spaces, brackets and hyphens,
 * instagram handles (with or without @) become profile links, others get https:// when no
 * http prefix is there. Empty or whitespace-only values give null (hidden).
 */
export function socialLinkHref(type: string, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (type === 'email') return v.startsWith('mailto:') ? v : `mailto:${v}`;
  if (type === 'phone') return `tel:${v.replace(/^tel:/, '').replace(/[\s()-]/g, '')}`;
  // An Instagram username (letters, digits, dots, underscores; with or without @) becomes a link.
  if (
    type === 'instagram' &&
    /^@?[A-Za-z0-9._]{1,30}$/.test(v) &&
    !/\.(com|net|org|co|uk)$/i.test(v)
  ) {
    return `https://instagram.com/${v.replace(/^@/, '')}`;
  }
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}
