import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { paths } from '@web/config/paths';
import { Card } from '@web/components/ui/card';
import { InfoPage } from '../components/info-page';

/** Every public page of Kindred (spec 01 §2). */
export const publicPages = [
  {
    to: paths.home.getHref(),
    label: 'Events',
    description: 'Upcoming gatherings, with search and filters',
  },
  { to: paths.auth.getHref(), label: 'Log in', description: 'Log in to your account' },
  { to: paths.signUp.getHref(), label: 'Sign up', description: 'Create a free account' },
  {
    to: paths.forgotPassword.getHref(),
    label: 'Forgot password',
    description: 'Get a link to choose a new password',
  },
  { to: paths.about.getHref(), label: 'About Kindred', description: 'Who we are and why we exist' },
  { to: paths.updates.getHref(), label: 'Product updates', description: "What's new on Kindred" },
  {
    to: paths.branding.getHref(),
    label: 'Brand guidelines',
    description: 'Our logo, colours and voice',
  },
  { to: paths.contact.getHref(), label: 'Contact us', description: 'Send the team a message' },
  {
    to: paths.terms.getHref(),
    label: 'Terms of Service',
    description: 'The agreement for using Kindred',
  },
  {
    to: paths.privacy.getHref(),
    label: 'Privacy Policy',
    description: 'What we collect and your rights',
  },
  { to: paths.siteMap.getHref(), label: 'Site map', description: 'This page' },
];

export default function SitemapPage() {
  return (
    <InfoPage page={SITE_PAGES.siteMap}>
      <ul className="not-prose grid list-none gap-3 p-0 sm:grid-cols-2">
        {publicPages.map((p) => (
          <Card key={p.to} variant="flat" className="p-4" asChild>
            <li>
              <Link
                to={p.to}
                className="font-semibold text-forest-800 underline-offset-2 hover:underline"
              >
                {p.label}
              </Link>
              <p className="text-sm text-ink-muted">{p.description}</p>
            </li>
          </Card>
        ))}
      </ul>
      <p className="mt-6">
        Event pages and facilitators' personal spaces each have their own address, linked from the
        events list.
      </p>
    </InfoPage>
  );
}
