import { isUuid } from '@shared/uuids';
import { eventDetailQuery } from '@web/features/events/api/events';
import { eventIdFromAddress } from '@web/features/events/event-address';
import EventPage from '@web/features/events/pages/event-page';
import { eventTicketsQuery, eventWaitlistQuery } from '@web/features/tickets/api/event-offer';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { lazyPart, preloadLazyParts } from '@web/lib/lazy-part';
import { queryLoader } from '@web/lib/query-loader';
import { StreamedPart } from '@web/lib/streamed-part';

// The booking panel is its own chunk: the event's title, date and place come first.
const BookingPanel = lazyPart('booking-panel', () =>
  import('@web/features/tickets/components/booking-panel').then((m) => m.BookingPanel),
);

// A signed-in person's own testimonial: its chunk is fetched for them alone (ADR 29's budget).
const YourTestimonialCard = lazyPart('event-your-testimonial', () =>
  import('@web/features/testimonials/write/load-your-testimonial-card').then((m) => m.default()),
);

/**
 * An event's data (ADR 29): its details first. Its tickets and the viewer's places in line are
 * read meanwhile, and on a page drawn on the server they follow the rest in the stream.
 */
export const loader = queryLoader((client, { params, request }) => {
  const id = eventIdFromAddress(params.eventSlug ?? '', new URL(request.url).searchParams);
  preloadLazyParts(['event-hosts', 'event-expect']);
  if (!isUuid(id)) return Promise.resolve();
  void client.prefetchQuery(eventTicketsQuery(id));
  void client.prefetchQuery(eventWaitlistQuery(id));
  return client.ensureQueryData(eventDetailQuery(id));
});

/**
 * An event's page with the tickets feature's booking panel in its side card. On a page drawn on
 * the server the panel follows the rest in the stream, once its places are counted (ADR 29).
 */
export default function EventRoute() {
  return (
    <EventPage
      booking={(event) =>
        event.isExternal ? null : (
          <StreamedPart
            queries={[eventTicketsQuery(event.id), eventWaitlistQuery(event.id)]}
            fallback={
              <LoadingSkeletons label="Loading tickets">
                <Skeleton className="h-24 w-full" />
              </LoadingSkeletons>
            }
          >
            <BookingPanel eventId={event.id} />
          </StreamedPart>
        )
      }
      testimonial={(event) => <YourTestimonialCard eventId={event.id} />}
    />
  );
}
