import { ExternalLink, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/config/paths';

const choices = [
  {
    to: paths.createHostedEvent.getHref(),
    icon: Sparkles,
    title: 'Host it on Kindred',
    text: 'Your own event page with details, images, tickets in pounds and a guest list.',
  },
  {
    to: paths.createExternalEvent.getHref(),
    icon: ExternalLink,
    title: 'List an external event',
    text: 'Already selling elsewhere? List it here and link guests to the other site.',
  },
];

export default function CreateEventPage() {
  return (
    <Page title={SITE_PAGES.createEvent.title} className="container-page grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Create an event</h1>
        <p className="mt-1 text-ink-muted">How will guests join your gathering?</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {choices.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Card
              className="grid h-full gap-3 p-6 transition hover:border-forest-700 hover:shadow-md"
              asChild
            >
              <Link to={to}>
                <Icon aria-hidden="true" className="size-8 text-forest-700" />
                <span className="text-xl font-semibold text-forest-900">{title}</span>
                <span className="text-ink-muted">{text}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
