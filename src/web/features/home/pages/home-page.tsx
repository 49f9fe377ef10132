import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Page } from '@web/components/page';
import { useViewer } from '@web/features/auth/api/viewer';

export default function HomePage() {
  const { data: viewer } = useViewer();
  return (
    <Page className="pt-0 sm:pt-0">
      <section className="bg-gradient-to-b from-sage-50 to-cream">
        <div className="container-page grid gap-5 py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-semibold text-forest-900 sm:text-5xl">
            Gatherings for the heart, body and soul
          </h1>
          <p className="max-w-2xl text-lg text-ink-muted">
            Cacao ceremonies, ecstatic dance, breathwork, sound baths and retreats, hosted by
            facilitators you can trust. Kindred is connecting hearts and healing communities.
          </p>
          <div className="flex flex-wrap gap-3">
            <a href="#upcoming" className={buttonVariants({ size: 'lg' })}>
              Explore events
            </a>
            <Link
              to={
                viewer?.isHost ? '/create-event' : viewer?.user ? '/become-facilitator' : '/signup'
              }
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              {viewer?.isHost ? 'Create an event' : 'Host with Kindred'}
            </Link>
          </div>
        </div>
      </section>
      <section
        id="upcoming"
        aria-labelledby="upcoming-title"
        className="container-page grid gap-6 py-10"
      >
        <h2 id="upcoming-title" className="text-2xl font-semibold text-forest-900">
          Upcoming events
        </h2>
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <CalendarHeart aria-hidden="true" className="size-10 text-forest-700" />
          <p className="text-lg font-medium text-forest-900">No upcoming events yet</p>
          <p className="max-w-md text-ink-muted">
            Our facilitators are preparing their first gatherings. Create an account to follow them
            and be the first to know.
          </p>
        </div>
      </section>
    </Page>
  );
}
