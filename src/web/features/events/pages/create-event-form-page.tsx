import { useLocation } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { EventForm } from '../components/event-form';

/** /create-hosted-event, /create-external-event and /external-event. */
export default function CreateEventFormPage() {
  const isExternal = useLocation().pathname !== paths.createHostedEvent.path;
  const { title } = isExternal ? SITE_PAGES.createExternalEvent : SITE_PAGES.createHostedEvent;
  return (
    <Page title={title} className="container-page grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">{title}</h1>
        <p className="mt-1 text-ink-muted">
          {isExternal
            ? 'Selling tickets elsewhere? List it here so our community finds it; guests follow your link to book.'
            : 'Your gathering gets its own page on Kindred. Save a draft any time; publish when it is ready.'}
        </p>
      </div>
      <EventForm isExternal={isExternal} />
    </Page>
  );
}
