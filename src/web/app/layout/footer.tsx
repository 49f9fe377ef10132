import { Link } from 'react-router';
import { Logo } from '@web/components/ui/logo';
import { paths } from '@web/config/paths';

const links = [
  { to: paths.terms.getHref(), label: 'Terms' },
  { to: paths.privacy.getHref(), label: 'Privacy' },
  { to: paths.contact.getHref(), label: 'Contact' },
  { to: paths.siteMap.getHref(), label: 'Site Map' },
];

/** The year Kindred began, which the spec's copyright line names (spec 01 §2). */
const FIRST_YEAR = 2025;
/**
 * London's year: the one London-time format kept out of `lib/london-time.ts`. The footer is in
 * the code every page loads first, and importing that module here would put all of its formats
 * there too (1.3 kB gzip more on every page, measured: `/@handle` over its budget, ADR 29).
 */
const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
});

/** "© 2025 Kindred" in 2025, "© 2025–2026 Kindred" after: the first year, then this one in London. */
export function copyrightLine(now: Date = new Date()): string {
  const year = Number(LONDON_YEAR.format(now));
  return `© ${year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : FIRST_YEAR} Kindred. All rights reserved.`;
}

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-sage-50 pb-24 md:pb-0">
      <div className="container-page grid gap-6 py-10 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-2">
          <Logo />
          <p className="text-ink-muted">connecting hearts and healing communities</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-sm font-medium text-forest-800 underline-offset-2 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-ink-muted sm:col-span-2">{copyrightLine()}</p>
      </div>
    </footer>
  );
}
