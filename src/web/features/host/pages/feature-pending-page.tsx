import { Link, useLocation } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { buttonVariants } from '@web/components/ui/button';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';

const pending: Record<string, { title: string; text: string }> = {
  [paths.createSpace.path]: {
    title: SITE_PAGES.createSpace.title,
    text: 'Spaces for venues, event series and collectives open soon.',
  },
};

/**
 * Routes of the shell whose features arrive with later work. They exist, are guarded like the
 * real page will be, and tell the visitor plainly what is coming instead of showing a blank.
 */
export default function FeaturePendingPage() {
  const { pathname } = useLocation();
  const key = `/${pathname.split('/')[1] ?? ''}`;
  const info = pending[key] ?? {
    title: 'Coming soon',
    text: 'This part of Kindred is on its way.',
  };
  return (
    <Page title={info.title} className="container-page grid max-w-2xl justify-items-start gap-4">
      <h1 className="text-3xl font-semibold text-forest-900">{info.title}</h1>
      <p className="text-lg text-ink-muted">{info.text}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Back to events
      </Link>
    </Page>
  );
}
