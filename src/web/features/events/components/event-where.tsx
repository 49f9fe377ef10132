import { MapPin, Video } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { EventDetail } from '@shared/events/event-schemas';
import { authPathFor } from '@web/lib/auth-navigation';
import { useViewer } from '@web/lib/viewer';

/**
 * Where the event happens on the event page: the venue with a map link, or online with the
 * joining link, which only signed-in guests get (a visitor is asked to log in for it).
 */
export function EventWhere({ event }: { event: EventDetail }) {
  const location = useLocation();
  const { data: viewer } = useViewer();
  if (event.locationType === 'online') {
    return (
      <div className="flex gap-3">
        <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
        <div className="min-w-0">
          <p className="font-semibold">Online Event</p>
          {event.onlineLink ? (
            <a
              href={event.onlineLink}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-forest-700 underline underline-offset-2"
            >
              Join online
            </a>
          ) : event.hasOnlineLink && !viewer?.user ? (
            <Link
              to={authPathFor(location.pathname + location.search)}
              className="text-forest-700 underline underline-offset-2"
            >
              Log in to see the joining link
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="flex gap-3">
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
      <div>
        <p className="font-semibold">{event.venue || event.locationText}</p>
        <p className="text-ink-muted">
          {[event.city, event.postcode, event.country].filter(Boolean).join(', ')}
        </p>
        <a
          href={mapUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-forest-700 underline underline-offset-2"
        >
          View on map<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** OpenStreetMap at the pinned point, or a search for the address when there is no pin. */
function mapUrl(event: EventDetail): string {
  if (event.latitude !== null && event.longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=16/${event.latitude}/${event.longitude}`;
  const address = [event.venue, event.city, event.postcode, event.country].filter(Boolean);
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.join(', '))}`;
}
