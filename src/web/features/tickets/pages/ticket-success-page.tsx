import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@shared/tickets/ticket-schemas';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { buttonVariants } from '@web/components/ui/button';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { londonClock } from '@web/lib/london-time';
import { orderQuery } from '../api/tickets';
import { EventTitleLink } from '../components/event-title-link';
import { BookingCard, FinishPaying, WhatToBring } from '../components/booking-summary';

const HEADINGS: Record<Order['status'], string> = {
  confirmed: "You're booked!",
  awaiting_payment: 'Your place is reserved',
  held: 'Finish paying to book',
  expired: 'This booking has expired',
  cancelled: 'This booking was cancelled',
};

function NoBooking({ text }: { text: string }) {
  return (
    <Page title="Your ticket" className="container-page grid max-w-2xl justify-items-start gap-4">
      <h1 className="text-3xl font-semibold text-forest-900">Your ticket</h1>
      <p className="text-lg text-ink-muted">{text}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Browse events
      </Link>
    </Page>
  );
}

/** The booking the address names (`?order=…&key=…`), read again while a card payment settles. */
function useTicketSuccess() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const key = params.get('key');
  const query = useQuery({
    ...orderQuery(orderId, key),
    enabled: isUuid(orderId),
    // A card payment confirms a moment after the guest comes back from paying.
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 3000 : false),
  });
  return { orderId, key, paymentCancelled: Boolean(params.get('cancelled')), query };
}

/**
 * Spec 01's /ticket-success: the booking, what to bring, the date in London time, add to
 * calendar, and a QR code per ticket. Opened from the booking panel, the booking mail's link
 * (with its key, no account needed), or a guest's profile.
 */
export default function TicketSuccessPage() {
  const { orderId, key, paymentCancelled, query } = useTicketSuccess();
  const { data: order, error, isPending } = query;

  if (!isUuid(orderId))
    return (
      <NoBooking text="Open your booking from the link in its e-mail, or from your profile." />
    );
  if (error instanceof ApiError && error.status === 404)
    return <NoBooking text="We couldn't find that booking. Check the link in your e-mail." />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading your booking" />;

  const holdsPlaces = order.status === 'confirmed' || order.status === 'awaiting_payment';
  return (
    <Page title="Your ticket" className="container-page grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold text-forest-900">{HEADINGS[order.status]}</h1>
        <EventTitleLink event={order.event} />
        {paymentCancelled && order.status === 'held' && (
          <p role="status" className="text-ink-muted">
            Payment was cancelled. Your places are still held until {londonClock(order.expiresAt!)}.
          </p>
        )}
      </header>
      <FinishPaying order={order} />
      <BookingCard order={order} accessKey={key} holdsPlaces={holdsPlaces} />
      {holdsPlaces && order.tickets.length > 0 && <WhatToBring order={order} />}
    </Page>
  );
}
