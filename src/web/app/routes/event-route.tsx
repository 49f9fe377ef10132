import { Suspense } from 'react';
import EventPage from '@web/features/events/pages/event-page';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';

// The booking panel is its own chunk: the event's title, date and place come first.
const BookingPanel = lazyPart(() =>
  import('@web/features/tickets/components/booking-panel').then((m) => m.BookingPanel),
);

/** An event's page with the tickets feature's booking panel in its side card. */
export default function EventRoute() {
  return (
    <EventPage
      booking={(event) =>
        event.isExternal ? null : (
          <Suspense
            fallback={
              <LoadingSkeletons label="Loading tickets">
                <Skeleton className="h-24 w-full" />
              </LoadingSkeletons>
            }
          >
            <BookingPanel eventId={event.id} />
          </Suspense>
        )
      }
    />
  );
}
