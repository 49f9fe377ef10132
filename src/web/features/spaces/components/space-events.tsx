import { CalendarDays, MapPin } from 'lucide-react';
import type { EventCard as EventCardData } from '@shared/events/event-schemas';
import { EventGrid } from '@web/components/event-card';
import { EventFactChips } from '@web/components/event-fact-chips';
import { Card } from '@web/components/ui/card';
import { formatEventWhen } from '@web/lib/london-time';

const linkClass = 'font-medium text-forest-700 underline underline-offset-2';

/**
 * "Subscribe in your calendar": the feed as a subscription (webcal, which Apple Calendar and
 * Outlook open), in Google Calendar, and its plain address for any other calendar.
 */
function SubscribeLinks({ feed }: { feed: string }) {
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
      <span>Subscribe in your calendar:</span>
      <a href={webcal} className={linkClass}>
        Apple or Outlook
      </a>
      <a
        href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        Google Calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={feed} className={linkClass}>
        Feed address (.ics)
      </a>
    </p>
  );
}

/**
 * Spec 02 §2: a grid on desktop and tablet, a compact list on mobile. Both are drawn and the
 * screen's width shows one (their pictures load lazily, so the hidden one fetches none): the
 * page drawn on the server is the page the phone keeps, not replaced once the app starts.
 */
export function SpaceEvents({
  events,
  accent,
  calendarFeed,
}: {
  events: EventCardData[];
  accent: string;
  /** The host's calendar feed (issue 23), when the space has a handle. */
  calendarFeed: string | null;
}) {
  return (
    <section aria-labelledby="space-events" className="grid gap-4">
      <h2 id="space-events" className="text-2xl font-semibold" style={{ color: accent }}>
        Upcoming Events
      </h2>
      {calendarFeed && <SubscribeLinks feed={calendarFeed} />}
      {events.length === 0 ? (
        <Card
          variant="bare"
          className="border-0 bg-white/80 p-5 text-ink-muted shadow-none"
          asChild
        >
          <p>No upcoming events found.</p>
        </Card>
      ) : (
        <>
          <ul className="grid gap-2 min-[450px]:hidden">
            {events.map((event) => {
              const outbound = event.isExternal && event.externalLink;
              // Spec 02 §2: on a phone both kinds open in a new tab, keeping the space page open.
              return (
                <li key={event.id}>
                  <Card
                    variant="bare"
                    className="flex items-center gap-3 border-0 bg-white p-3 shadow-sm"
                    asChild
                  >
                    <a
                      href={outbound ? event.externalLink! : event.path}
                      target="_blank"
                      rel={outbound ? 'noopener noreferrer' : 'noopener'}
                    >
                      <img
                        alt=""
                        loading="lazy"
                        src={event.imageUrl}
                        className="size-16 shrink-0 rounded-xl object-cover"
                      />
                      {/* A block, not a span: it holds the list of what to expect. */}
                      <div className="grid min-w-0 gap-0.5">
                        <span className="font-semibold text-ink">{event.title}</span>
                        <span className="flex items-center gap-1 text-sm text-ink-muted">
                          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />{' '}
                          {formatEventWhen(event, 'mobile')}
                        </span>
                        <span className="flex items-center gap-1 text-sm text-ink-muted">
                          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />{' '}
                          {event.locationText}
                        </span>
                        <EventFactChips facts={event.facts} className="py-0.5" />
                        {event.summary && <span className="text-sm text-ink">{event.summary}</span>}
                      </div>
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </Card>
                </li>
              );
            })}
          </ul>
          <EventGrid
            events={events}
            externalOpensLink
            firstArePriority={false}
            className="max-[449px]:hidden"
          />
        </>
      )}
    </section>
  );
}
