import { CalendarPlus, MapPin } from 'lucide-react';
import { formatPence } from '@shared/tickets/money';
import type { Order } from '@shared/tickets/ticket-schemas';
import { AddToCalendarLink } from '@web/components/add-to-calendar-link';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { londonClock, londonWhen } from '@web/lib/london-time';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PriceBreakdown } from './price-breakdown';
import { TicketQr } from './ticket-qr';

/** Places held while a card payment is unfinished: until when, and the way back to paying. */
export function FinishPaying({ order }: { order: Order }) {
  if (order.status !== 'held' || !order.checkoutUrl) return null;
  return (
    <Card corners="3xl" className="grid justify-items-start gap-3 p-5">
      <p>Your places are held until {londonClock(order.expiresAt!)}. Pay to confirm the booking.</p>
      <a href={order.checkoutUrl} className={buttonVariants({ size: 'lg' })}>
        Continue to payment
      </a>
    </Card>
  );
}

/**
 * The booking: when and where, what was booked and what it cost, what is still to pay, add to
 * calendar, and cancel while the places are held and the event is still ahead.
 */
export function BookingCard({
  order,
  accessKey,
  holdsPlaces,
}: {
  order: Order;
  accessKey: string | null;
  holdsPlaces: boolean;
}) {
  const { event } = order;
  return (
    <Card corners="3xl" className="grid gap-4 p-5">
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
      <PriceBreakdown
        icons
        lines={order.lines.map((line) => ({
          ...line,
          key: line.ticketTypeId,
          name: line.ticketName,
        }))}
        feePence={order.feeMode === 'guest' ? order.feePence : 0}
        totalPence={order.totalPence}
      />
      {order.status === 'awaiting_payment' && (
        <p className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          <strong>Still to pay: {formatPence(order.totalPence)}.</strong>{' '}
          {order.paymentInstructions || 'The host will tell you how to pay.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <AddToCalendarLink eventId={event.id} />
        {holdsPlaces && Date.parse(event.startsAt) > Date.now() && (
          <CancelBookingDialog booking={order} accessKey={accessKey} />
        )}
      </div>
    </Card>
  );
}

/** A QR code for each ticket, to show at the door. */
export function WhatToBring({ order }: { order: Order }) {
  const count = order.tickets.length;
  return (
    <section aria-labelledby="bring-title" className="grid gap-4">
      <h2 id="bring-title" className="text-xl font-semibold text-forest-900">
        What to bring
      </h2>
      <p className="break-words">
        Show the QR code at the door, on your phone or printed: one for each guest. We've e-mailed{' '}
        {count === 1 ? 'it' : 'them'} to {order.email} as well.
      </p>
      <ul className="flex flex-wrap gap-6">
        {order.tickets.map((ticket, i) => {
          const name = order.lines.find((l) => l.ticketTypeId === ticket.ticketTypeId)?.ticketName;
          return (
            <li key={ticket.id} className="grid justify-items-center gap-2">
              <TicketQr code={ticket.code} label={`QR code for ticket ${i + 1} of ${count}`} />
              <p className="text-sm text-ink-muted">
                Ticket {i + 1} of {count}
                {name ? `: ${name}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
