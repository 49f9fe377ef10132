import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { findUuid, isUuid } from '@shared/ids';
import { Page } from '@web/components/page';
import { Card } from '@web/components/ui/card';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { NotFoundPage } from '@web/components/error-pages';
import { EventCover } from '@web/components/event-cover';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { eventDetailQuery } from '../api/events';
import { EventBookingCard } from '../components/event-booking-card';

export default function EventPage() {
  const { eventSlug = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? findUuid(eventSlug) ?? '';
  const {
    data: event,
    isPending,
    error,
  } = useQuery({ ...eventDetailQuery(id), enabled: isUuid(id) });

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading event" />;

  return (
    <Page title={event.title} className="pt-0 sm:pt-0">
      {event.isDraft && (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
        >
          This event is a draft: only you can see it.
        </p>
      )}
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-10">
        <article className="grid content-start gap-6">
          <div className="overflow-hidden rounded-3xl bg-sage-100">
            <EventCover
              src={event.imageUrl}
              sizes="(min-width: 1024px) 720px, 100vw"
              className="aspect-[16/9] w-full object-cover"
            />
          </div>
          <header className="grid gap-2">
            {event.tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {event.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-sage-100 px-3 py-1 text-sm font-medium text-forest-900"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <h1 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{event.title}</h1>
            {event.subtitle && <p className="text-lg text-ink-muted">{event.subtitle}</p>}
          </header>
          <section aria-labelledby="about-title" className="grid gap-3">
            <h2 id="about-title" className="text-2xl font-semibold text-forest-900">
              About this event
            </h2>
            {event.description ? (
              <p className="leading-7 whitespace-pre-line">{event.description}</p>
            ) : (
              <p className="text-ink-muted">The host hasn't added a description yet.</p>
            )}
          </section>
          {event.categoryNames.length > 0 && (
            <p className="text-sm text-ink-muted">Categories: {event.categoryNames.join(', ')}</p>
          )}
        </article>

        <aside className="grid content-start gap-4">
          <EventBookingCard event={event} />
          {event.hostedBy && (
            <Card variant="flat" className="flex items-center gap-3 rounded-3xl p-5">
              <UserAvatar src={event.hostAvatarUrl} className="size-12" />
              <div>
                <p className="text-sm text-ink-muted">Hosted by</p>
                <Link
                  to={paths.facilitator.getHref(event.hostId)}
                  className="font-semibold text-forest-800 underline-offset-2 hover:underline"
                >
                  {event.hostedBy}
                </Link>
              </div>
            </Card>
          )}
        </aside>
      </div>
    </Page>
  );
}
