import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@shared/events/event-schemas';
import { EventGrid } from '@web/features/events/components/event-card';
import { formatEventDates, formatEventTimes } from '@web/features/events/components/event-format';
import { useMediaQuery } from '@web/lib/use-media-query';

/** Spec 02 §2: a grid on desktop and tablet, a compact list on mobile. */
export function SpaceEvents({ events, accent }: { events: EventCardData[]; accent: string }) {
  const mobile = useMediaQuery('(max-width: 449px)');
  return (
    <section aria-labelledby="space-events" className="grid gap-4">
      <h2 id="space-events" className="text-2xl font-semibold" style={{ color: accent }}>
        Upcoming Events
      </h2>
      {events.length === 0 ? (
        <p className="rounded-2xl bg-white/80 p-5 text-ink-muted">No upcoming events found.</p>
      ) : mobile ? (
        <ul className="grid gap-2">
          {events.map((event) => {
            const inner = (
              <>
                <img
                  src={event.imageUrl}
                  alt=""
                  className="size-16 shrink-0 rounded-xl object-cover"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold text-ink">{event.title}</span>
                  <span className="flex items-center gap-1 text-sm text-ink-muted">
                    <CalendarDays aria-hidden="true" className="size-3.5" />{' '}
                    {formatEventDates(event)} · {formatEventTimes(event)}
                  </span>
                  <span className="flex items-center gap-1 text-sm text-ink-muted">
                    <MapPin aria-hidden="true" className="size-3.5" /> {event.locationText}
                  </span>
                </span>
              </>
            );
            const className = 'flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm';
            return (
              <li key={event.id}>
                {event.isExternal && event.externalLink ? (
                  <a
                    href={event.externalLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={className}
                  >
                    {inner}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={event.path} className={className}>
                    {inner}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <EventGrid events={events} externalOpensLink />
      )}
    </section>
  );
}
