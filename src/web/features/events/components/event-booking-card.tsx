import { ExternalLink, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventDetail } from '@shared/events/event-schemas';
import { AddToCalendarLink } from '@web/components/add-to-calendar-link';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { editEventHref } from '@web/config/paths';
import { formatPrice } from '@web/lib/event-format';
import { EventWhen } from './event-when';
import { EventWhere } from './event-where';

/**
 * The event page's side card: when, where, and what a guest can do. `children` is the booking
 * panel of a hosted event, which shows its tickets, prices and places; without one the card
 * shows the event's price and capacity itself. A cancelled event offers no booking at all.
 */
export function EventBookingCard({
  event,
  children,
}: {
  event: EventDetail;
  children?: ReactNode;
}) {
  // A cancelled event offers no booking at all: the notice at the top of its page says why.
  const open = !event.cancelledAt;
  // Without a booking panel (a listed event), the card gives the price and the places itself.
  const plain = open && !children;
  return (
    <Card corners="3xl" className="grid gap-4 p-5">
      <EventWhen event={event} />
      <EventWhere event={event} />
      {open && children}
      {plain && (
        <div className="flex gap-3">
          <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
          <p className="font-semibold">{formatPrice(event.price)}</p>
        </div>
      )}
      {plain && event.capacity && (
        <div className="flex gap-3">
          <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
          <p>Up to {event.capacity} guests</p>
        </div>
      )}
      {open && event.isExternal && event.externalLink && (
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
      <AddToCalendarLink eventId={event.id} />
      {event.canEdit && (
        <Link to={editEventHref(event)} className={buttonVariants({ variant: 'secondary' })}>
          Edit event
        </Link>
      )}
    </Card>
  );
}
