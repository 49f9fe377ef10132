/**
 * A space's social links as schema.org `sameAs`: the addresses of the same person or group
 * elsewhere. Hosts type them as they like (spec 02 §5): full links, bare domains, "@name" for a
 * network. Only absolute https URLs are kept; a handle becomes the profile address on the
 * networks whose addresses are known; e-mail addresses and phone numbers are contact details,
 * not pages, and are left out.
 */
const PROFILE_URLS: Record<string, { handle: RegExp; url: (name: string) => string }> = {
  instagram: { handle: /^[a-z0-9._]{1,30}$/i, url: (n) => `https://www.instagram.com/${n}` },
  facebook: { handle: /^[a-z0-9.]{5,50}$/i, url: (n) => `https://www.facebook.com/${n}` },
  tiktok: { handle: /^[a-z0-9._]{2,24}$/i, url: (n) => `https://www.tiktok.com/@${n}` },
  mixcloud: { handle: /^[a-z0-9_-]{1,50}$/i, url: (n) => `https://www.mixcloud.com/${n}/` },
  twitter: { handle: /^[a-z0-9_]{1,15}$/i, url: (n) => `https://x.com/${n}` },
  x: { handle: /^[a-z0-9_]{1,15}$/i, url: (n) => `https://x.com/${n}` },
  threads: { handle: /^[a-z0-9._]{1,30}$/i, url: (n) => `https://www.threads.net/@${n}` },
  youtube: { handle: /^[a-z0-9._-]{3,30}$/i, url: (n) => `https://www.youtube.com/@${n}` },
  soundcloud: { handle: /^[a-z0-9_-]{3,25}$/i, url: (n) => `https://soundcloud.com/${n}` },
};
const CONTACT_TYPES = new Set(['email', 'phone', 'whatsapp']);
/** Something@somewhere: an address to write to, whatever field it was typed in. */
const EMAIL = /^(mailto:)?[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i;
/** A name ending like a domain ("maya.rivers.com"), so not a handle even on a network with dots. */
const LOOKS_LIKE_DOMAIN = /\.[a-z]{2,}$/i;

export function sameAsLinks(socialLinks: Record<string, string>): string[] {
  const links: string[] = [];
  for (const [type, raw] of Object.entries(socialLinks)) {
    const link = sameAsLink(type.trim().toLowerCase(), raw.trim());
    if (link && !links.includes(link)) links.push(link);
  }
  return links;
}

function sameAsLink(type: string, value: string): string | null {
  if (!value || CONTACT_TYPES.has(type) || EMAIL.test(value) || /^tel:/i.test(value)) return null;
  const network = PROFILE_URLS[type];
  const name = value.replace(/^@/, '');
  if (network && network.handle.test(name) && !LOOKS_LIKE_DOMAIN.test(name))
    return network.url(name);
  // A handle on a network whose addresses we do not know, or a stray word: no page to name.
  if (value.startsWith('@') || !value.includes('.')) return null;
  return httpsUrl(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
}

function httpsUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return null;
  return url.href;
}
