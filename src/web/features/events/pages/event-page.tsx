import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  CalendarPlus,
  ExternalLink,
  MapPin,
  Ticket,
  Users,
  Video,
} from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { findUuid, isUuid } from '@shared/ids';
import { buttonVariants } from '@web/components/ui/button';
import { Page } from '@web/components/page';
import { Card } from '@web/components/ui/card';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { NotFoundPage } from '@web/components/error-pages';
import { EventCover } from '@web/components/event-cover';
import { editEventHref, paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { authPathFor } from '@web/lib/auth-navigation';
import { formatLongDate, formatPrice } from '@web/lib/event-format';
import { useViewer } from '@web/lib/viewer';
import { eventDetailQuery } from '../api/events';

export default function EventPage() {
  const { eventSlug = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? findUuid(eventSlug) ?? '';
  const location = useLocation();
  const { data: viewer } = useViewer();
  const {
    data: event,
    isPending,
    error,
  } = useQuery({ ...eventDetailQuery(id), enabled: isUuid(id) });

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading event" />;

  const multiDay = event.endDate !== event.startDate;
  const mapUrl =
    event.latitude !== null && event.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=16/${event.latitude}/${event.longitude}`
      : `https://www.openstreetmap.org/search?query=${encodeURIComponent([event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', '))}`;

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
          <Card className="grid gap-4 rounded-3xl p-5">
            <div className="flex gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
              <div>
                {multiDay ? (
                  // Each day with its own time: "16:00–14:00" would read as daily hours.
                  <>
                    <p className="font-semibold">
                      {formatLongDate(event.startDate)}, {event.startTime}
                    </p>
                    <p className="font-semibold">
                      to {formatLongDate(event.endDate)}, {event.endTime}
                    </p>
                    <p className="text-ink-muted">London time</p>
                  </>
                ) : (
                  <>
                    <p className="font-semibold">{formatLongDate(event.startDate)}</p>
                    <p className="text-ink-muted">
                      {event.startTime}–{event.endTime} (London time)
                    </p>
                  </>
                )}
              </div>
            </div>
            <div className="flex gap-3">
              {event.locationType === 'online' ? (
                <>
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
                </>
              ) : (
                <>
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
                  <div>
                    <p className="font-semibold">{event.venue || event.locationText}</p>
                    <p className="text-ink-muted">
                      {[event.city, event.postcode, event.country].filter(Boolean).join(', ')}
                    </p>
                    <a
                      href={mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-forest-700 underline underline-offset-2"
                    >
                      View on map<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </div>
                </>
              )}
            </div>
            <div className="flex gap-3">
              <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
              <p className="font-semibold">{formatPrice(event.price)}</p>
            </div>
            {event.capacity && (
              <div className="flex gap-3">
                <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
                <p>Up to {event.capacity} guests</p>
              </div>
            )}
            {event.isExternal && event.externalLink && (
              <a
                href={event.externalLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ size: 'lg' })}
              >
                <ExternalLink aria-hidden="true" />
                Book on the organiser's site
              </a>
            )}
            <a
              href={`/api/events/${event.id}/calendar.ics`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
            {event.canEdit && (
              <Link to={editEventHref(event)} className={buttonVariants({ variant: 'secondary' })}>
                Edit event
              </Link>
            )}
          </Card>
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
