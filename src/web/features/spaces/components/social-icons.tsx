import { AtSign, Briefcase, Camera, Globe, Link2, Mail, Music, Phone, Users } from 'lucide-react';
import { socialLinkHref } from '@shared/spaces/social-links';

const icons: Record<string, typeof Globe> = {
  email: Mail,
  phone: Phone,
  instagram: Camera,
  facebook: Users,
  twitter: AtSign,
  linkedin: Briefcase,
  website: Globe,
  mixcloud: Music,
  spotify: Music,
  tiktok: Music,
};

const labels: Record<string, string> = {
  email: 'E-mail',
  phone: 'Phone',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  mixcloud: 'Mixcloud',
};

/** Spec 02 §3 and §5: icons for known networks, a link icon for others; empty values hidden. */
export function SocialIcons({ links, accent }: { links: Record<string, string>; accent: string }) {
  const entries = Object.entries(links).flatMap(([type, value]) => {
    const href = socialLinkHref(type, value);
    return href ? [{ type, href }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Links" className="flex flex-wrap gap-2">
      {entries.map(({ type, href }) => {
        const Icon = icons[type] ?? Link2;
        const label = labels[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
        const external = href.startsWith('http');
        return (
          <li key={type}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={external ? `${label} (opens in a new tab)` : label}
              className="grid size-11 place-items-center rounded-full bg-white shadow-sm hover:shadow"
              style={{ color: accent }}
            >
              <Icon aria-hidden="true" className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
