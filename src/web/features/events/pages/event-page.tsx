import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { EventDetail } from '@shared/events/event-schemas';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { PageSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { NotFoundPage } from '@web/components/error-pages';
import { EventCover } from '@web/components/event-cover';
import { ApiError } from '@web/lib/api-client';
import { lazyPart } from '@web/lib/lazy-part';
import { useViewer } from '@web/lib/viewer';
import { eventDetailQuery } from '../api/events';
import { EventBookingCard } from '../components/event-booking-card';
import { eventIdFromAddress } from '../event-address';

// Only signed-in people see the report link: its chunk is fetched for them alone (issue 14).
const ReportLink = lazyPart('event-report-link', () =>
  import('@web/components/report/report-link').then((module) => module.ReportLink),
);

// Links only: on a page drawn on the server it is taken over once its code is here (ADR 29).
const EventHosts = lazyPart(
  'event-hosts',
  () => import('../components/event-hosts').then((module) => module.EventHosts),
  { hydrateWhenLoaded: true },
);

// What to expect, with every fact's icon (3 kB): drawn with the page from a chunk of its own, for
// events that say anything (issue 25, ADR 29's budget).
const EventExpect = lazyPart(
  'event-expect',
  () => import('../components/event-expect').then((module) => module.EventExpect),
  { hydrateWhenLoaded: true },
);

const saysWhatToExpect = ({ facts, whatToBring, accessNotes }: EventDetail['whatToExpect']) =>
  facts.length > 0 || Boolean(whatToBring) || Boolean(accessNotes);

/**
 * An event's page. `booking` draws what a guest books with (the tickets feature's panel, composed
 * in by the app's route) inside the side card; `testimonial`, for signed-in people alone, what a
 * guest writes about it afterwards (the testimonials feature's card, also composed in).
 */
export default function EventPage({
  booking,
  testimonial,
}: {
  booking?: (event: EventDetail) => ReactNode;
  testimonial?: (event: EventDetail) => ReactNode;
} = {}) {
  const { eventSlug = '' } = useParams();
  const [params] = useSearchParams();
  const id = eventIdFromAddress(eventSlug, params);
  const {
    data: event,
    isPending,
    error,
  } = useQuery({ ...eventDetailQuery(id), enabled: isUuid(id) });
  const signedIn = Boolean(useViewer().data?.user);

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading event" />;

  return (
    <Page title={event.title} className="pt-0 sm:pt-0">
      {event.moderation ? (
        <p
          role="status"
          className="bg-red-50 px-4 py-2 text-center text-sm font-medium break-words text-red-900"
        >
          The Kindred team unpublished this event: only its hosts can see it until the team restores
          it. Their reason: “{event.moderation.reason}”
        </p>
      ) : (
        event.isDraft && (
          <p
            role="status"
            className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
          >
            This event is a draft: only you can see it.
          </p>
        )
      )}
      {event.cancelledAt && (
        <p
          role="status"
          className="bg-red-50 px-4 py-2 text-center text-sm font-medium text-red-900"
        >
          {`This ${event.series ? 'date' : 'event'} is cancelled.`}
          {event.cancellationMessage && ` From the host: “${event.cancellationMessage}”`}
        </p>
      )}
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-10">
        <article className="grid content-start gap-6">
          <div className="overflow-hidden rounded-3xl bg-sage-100">
            <EventCover
              src={event.imageUrl}
              sizes="(min-width: 1024px) 720px, 100vw"
              // The largest thing on the page: asked for first, before scripts and other images.
              fetchPriority="high"
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
          {saysWhatToExpect(event.whatToExpect) && (
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <EventExpect expect={event.whatToExpect} />
            </Suspense>
          )}
          {event.categoryNames.length > 0 && (
            <p className="text-sm text-ink-muted">Categories: {event.categoryNames.join(', ')}</p>
          )}
        </article>

        <aside className="grid content-start gap-4">
          <EventBookingCard event={event}>{booking?.(event)}</EventBookingCard>
          {event.hosts.length > 0 && (
            <Suspense fallback={<Skeleton corners="3xl" className="h-22 w-full" />}>
              <EventHosts hosts={event.hosts} />
            </Suspense>
          )}
          {signedIn && <Suspense fallback={null}>{testimonial?.(event)}</Suspense>}
          {/* Anyone signed in may report what they did not make; visitors do not see it. */}
          {signedIn && !event.canEdit && !event.isDraft && (
            <div className="px-2">
              <Suspense fallback={null}>
                <ReportLink targetType="event" targetId={event.id} name={event.title} />
              </Suspense>
            </div>
          )}
        </aside>
      </div>
    </Page>
  );
}
