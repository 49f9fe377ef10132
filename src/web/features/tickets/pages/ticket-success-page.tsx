import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, MapPin, Ticket } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatPence } from '@shared/tickets/money';
import type { Order } from '@shared/tickets/ticket-schemas';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { londonClock, londonWhen } from '@web/lib/london-time';
import { orderQuery } from '../api/tickets';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { TicketQr } from '../components/ticket-qr';

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

/**
 * Spec 01's /ticket-success: the booking, what to bring, the date in London time, add to
 * calendar, and a QR code per ticket. Opened from the booking panel, the booking mail's link
 * (with its key, no account needed), or a guest's profile.
 */
export default function TicketSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const key = params.get('key');
  const {
    data: order,
    error,
    isPending,
  } = useQuery({
    ...orderQuery(orderId, key),
    enabled: isUuid(orderId),
    // A card payment confirms a moment after the guest comes back from paying.
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 3000 : false),
  });

  if (!isUuid(orderId))
    return (
      <NoBooking text="Open your booking from the link in its e-mail, or from your profile." />
    );
  if (error instanceof ApiError && error.status === 404)
    return <NoBooking text="We couldn't find that booking. Check the link in your e-mail." />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading your booking" />;

  const { event } = order;
  const holdsPlaces = order.status === 'confirmed' || order.status === 'awaiting_payment';
  return (
    <Page title="Your ticket" className="container-page grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold text-forest-900">{HEADINGS[order.status]}</h1>
        <p className="text-lg">
          <Link
            to={event.path}
            className="font-semibold text-forest-800 underline underline-offset-2"
          >
            {event.title}
          </Link>
        </p>
        {params.get('cancelled') && order.status === 'held' && (
          <p role="status" className="text-ink-muted">
            Payment was cancelled. Your places are still held until {londonClock(order.expiresAt!)}.
          </p>
        )}
      </header>

      {order.status === 'held' && order.checkoutUrl && (
        <Card className="grid justify-items-start gap-3 rounded-3xl p-5">
          <p>
            Your places are held until {londonClock(order.expiresAt!)}. Pay to confirm the booking.
          </p>
          <a href={order.checkoutUrl} className={buttonVariants({ size: 'lg' })}>
            Continue to payment
          </a>
        </Card>
      )}

      <Card className="grid gap-4 rounded-3xl p-5">
        <h2 className="text-xl font-semibold text-forest-900">Booking {order.reference}</h2>
        <p className="flex gap-3">
          <CalendarPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
          {londonWhen(event.startsAt, event.endsAt)}
        </p>
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
          <span>
            {event.place}
            {event.onlineLink && (
              <>
                {' '}
                <a
                  href={event.onlineLink}
                  className="font-medium text-forest-800 underline underline-offset-2"
                >
                  Join online
                </a>
              </>
            )}
          </span>
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          {order.lines.map((line) => (
            <div key={line.ticketTypeId} className="contents">
              <dt className="flex gap-3">
                <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
                {line.quantity} × {line.ticketName}
              </dt>
              <dd className="text-right tabular-nums">
                {formatPence(line.unitPricePence * line.quantity)}
              </dd>
            </div>
          ))}
          {order.feeMode === 'guest' && order.feePence > 0 && (
            <div className="contents">
              <dt className="pl-8">Booking fee</dt>
              <dd className="text-right tabular-nums">{formatPence(order.feePence)}</dd>
            </div>
          )}
          <div className="contents font-semibold">
            <dt className="pl-8">Total</dt>
            <dd className="text-right tabular-nums">
              {order.totalPence === 0 ? 'Free' : formatPence(order.totalPence)}
            </dd>
          </div>
        </dl>
        {order.status === 'awaiting_payment' && (
          <p className="rounded-2xl bg-amber-50 p-4 text-amber-950">
            <strong>Still to pay: {formatPence(order.totalPence)}.</strong>{' '}
            {order.paymentInstructions || 'The host will tell you how to pay.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/events/${event.id}/calendar.ics`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
          {holdsPlaces && Date.parse(event.startsAt) > Date.now() && (
            <CancelBookingDialog booking={order} accessKey={key} />
          )}
        </div>
      </Card>

      {holdsPlaces && order.tickets.length > 0 && (
        <section aria-labelledby="bring-title" className="grid gap-4">
          <h2 id="bring-title" className="text-xl font-semibold text-forest-900">
            What to bring
          </h2>
          <p className="break-words">
            Show the QR code at the door, on your phone or printed: one for each guest. We've
            e-mailed {order.tickets.length === 1 ? 'it' : 'them'} to {order.email} as well.
          </p>
          <ul className="flex flex-wrap gap-6">
            {order.tickets.map((ticket, i) => {
              const name = order.lines.find(
                (l) => l.ticketTypeId === ticket.ticketTypeId,
              )?.ticketName;
              return (
                <li key={ticket.id} className="grid justify-items-center gap-2">
                  <TicketQr
                    code={ticket.code}
                    label={`QR code for ticket ${i + 1} of ${order.tickets.length}`}
                  />
                  <p className="text-sm text-ink-muted">
                    Ticket {i + 1} of {order.tickets.length}
                    {name ? `: ${name}` : ''}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Page>
  );
}
