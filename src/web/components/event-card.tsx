import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@shared/events/event-schemas';
import { Card } from '@web/components/ui/card';
import { EventCover } from '@web/components/event-cover';
import { EventFactChips } from '@web/components/event-fact-chips';
import { formatCardPrice } from '@web/lib/event-format';
import { formatEventWhen } from '@web/lib/london-time';
import { cn } from '@web/lib/cn';

export function EventCard({
  event,
  priority = false,
  externalOpensLink = false,
}: {
  event: EventCardData;
  priority?: boolean;
  /** On a facilitator's page an external event opens its own site in a new tab (spec 02 §2). */
  externalOpensLink?: boolean;
}) {
  const outbound = externalOpensLink && event.isExternal && event.externalLink;
  return (
    <Card
      // The title's link covers the card; when it has keyboard focus the whole card is ringed
      // (WCAG 2.4.7), in the focus colour every other control uses (3:1 on the page and white).
      className="group relative flex flex-col overflow-hidden transition hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-forest-700 has-[a:focus-visible]:outline-solid"
      asChild
    >
      <article>
        <div className="aspect-[4/3] overflow-hidden bg-sage-100">
          <EventCover
            src={event.imageUrl}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="flex items-center gap-1.5 text-sm font-medium text-forest-700">
            <CalendarDays aria-hidden="true" className="size-4" />
            {/* A series is listed once, at its next date (issue 23). */}
            {event.repeats
              ? `${event.repeats} · next ${formatEventWhen(event)}`
              : formatEventWhen(event)}
          </p>
          <h3 className="text-lg leading-snug font-semibold text-forest-900">
            {outbound ? (
              <a
                href={event.externalLink!}
                target="_blank"
                rel="noopener noreferrer"
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {event.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link
                to={event.path}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {event.title}
              </Link>
            )}
          </h3>
          {event.subtitle && (
            <p className="line-clamp-2 text-sm text-ink-muted">{event.subtitle}</p>
          )}
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            {event.locationText}
          </p>
          <EventFactChips facts={event.facts} />
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            <span className="rounded-full bg-forest-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {formatCardPrice(event)}
            </span>
            {event.tags.slice(0, 3).map((tag) => (
              <span
                key={tag}
                className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-medium text-forest-900"
              >
                {tag}
              </span>
            ))}
          </div>
          {event.hostedBy && <p className="text-xs text-ink-muted">Hosted by {event.hostedBy}</p>}
        </div>
      </article>
    </Card>
  );
}

export function EventGrid({
  events,
  externalOpensLink = false,
  firstArePriority = true,
  className,
}: {
  events: EventCardData[];
  externalOpensLink?: boolean;
  /** The first three pictures are the page's main ones, fetched first (home); else lazily. */
  firstArePriority?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {events.map((event, index) => (
        <li key={event.id} className="flex">
          <div className="w-full">
            <EventCard
              event={event}
              priority={firstArePriority && index < 3}
              externalOpensLink={externalOpensLink}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
