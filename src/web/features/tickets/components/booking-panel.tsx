import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatPence } from '@shared/tickets/money';
import type { EventTickets, PublicTicketType } from '@shared/tickets/ticket-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { londonMoment } from '@web/lib/london-time';
import { eventTicketsQuery } from '../api/event-offer';
import { refundPolicyText } from '../ticket-texts';
import { PriceBreakdown } from './price-breakdown';
import { useBookingForm } from './use-booking-form';
import { LogInTo, PayItForward, TicketWaitlist } from './waitlist-parts';

/** Places left are shown once they run low, as on every booking site. */
const FEW_PLACES = 10;

function priceText(type: PublicTicketType): string {
  if (type.kind === 'sliding')
    return `${formatPence(type.minPence ?? 0)} to ${formatPence(type.maxPence ?? type.pricePence)}`;
  return type.pricePence === 0 ? 'Free' : formatPence(type.pricePence);
}

function availability(type: PublicTicketType): string | null {
  switch (type.state) {
    case 'sold_out':
      return 'Sold out';
    case 'not_yet':
      return type.salesStart ? `On sale from ${londonMoment(type.salesStart)}` : 'Not on sale yet';
    case 'ended':
      return 'Sales have ended';
    default:
      return type.placesLeft !== null && type.placesLeft < FEW_PLACES
        ? `Only ${type.placesLeft} ${type.placesLeft === 1 ? 'place' : 'places'} left`
        : null;
  }
}

/** How many of a type one order may hold: its limit, and the places left. */
const maxOf = (type: PublicTicketType) =>
  Math.max(0, Math.min(type.perOrderLimit, type.placesLeft ?? type.perOrderLimit));

/**
 * The event page's booking panel: each ticket type with its price and places left, how many to
 * book (and, on a sliding scale, how much to pay), who the booking is for when no one is signed
 * in, the price breakdown with the platform fee, and Book.
 */
export function BookingPanel({ eventId }: { eventId: string }) {
  const { data: offer, isPending, error } = useQuery(eventTicketsQuery(eventId));
  if (isPending)
    return (
      <LoadingSkeletons className="grid gap-3" label="Loading tickets">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-16 w-full" />
      </LoadingSkeletons>
    );
  // An event whose places are booked elsewhere has no panel.
  if (error instanceof ApiError && error.status === 404) return null;
  if (error) return <FormAlert message="Tickets could not be loaded. Please refresh the page." />;
  return <BookingForm offer={offer} />;
}

function BookingForm({ offer }: { offer: EventTickets }) {
  const id = useId();
  const form = useBookingForm(offer);
  const { priced, chosen, guest, setGuest, fieldErrors, signedIn } = form;
  const onSale = offer.ticketTypes.some((type) => type.state === 'on_sale');

  return (
    <form onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-forest-900">
        Tickets
      </h2>
      <ul className="grid gap-3">
        {offer.ticketTypes.map((type) => (
          <TicketRow key={type.id} id={id} offer={offer} type={type} form={form} />
        ))}
      </ul>

      {!onSale ? (
        <p className="font-semibold text-red-800">
          {offer.ticketTypes.every((t) => t.state === 'sold_out')
            ? 'This event is sold out.'
            : 'Tickets are not on sale right now.'}
        </p>
      ) : (
        <>
          {!signedIn && (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold">Who is the booking for?</legend>
              <FormField label="Your name" error={fieldErrors.name?.[0]}>
                <Input
                  autoComplete="name"
                  value={guest.name}
                  onChange={(e) => setGuest({ ...guest, name: e.target.value })}
                />
              </FormField>
              <FormField
                label="Your e-mail"
                hint="Your tickets are sent here."
                error={fieldErrors.email?.[0]}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  value={guest.email}
                  onChange={(e) => setGuest({ ...guest, email: e.target.value })}
                />
              </FormField>
              <p className="text-sm text-ink-muted">
                Have an account? <LogInTo /> to keep your bookings together.
              </p>
            </fieldset>
          )}
          {chosen.length > 0 && (
            <PriceBreakdown
              className="text-sm"
              aria-live="polite"
              lines={priced.lines.map((line, i) => ({
                ...line,
                key: chosen[i]!.id,
                name: chosen[i]!.name,
              }))}
              feePence={offer.feeMode === 'guest' ? priced.feePence : 0}
              totalPence={priced.totalPence}
            />
          )}
          {priced.totalPence > 0 && (
            <p className="text-sm text-ink-muted">
              {offer.payment === 'card'
                ? 'You pay by card on the next page; your places are held for 10 minutes.'
                : `Your places are reserved now and paid to the host: ${offer.paymentInstructions || 'they will tell you how.'}`}
            </p>
          )}
          <FormAlert message={form.problem} />
          <Button type="submit" size="lg" disabled={form.isPending}>
            {form.isPending
              ? 'Booking…'
              : priced.totalPence > 0 && offer.payment === 'card'
                ? 'Continue to payment'
                : priced.totalPence > 0
                  ? 'Reserve'
                  : 'Book'}
          </Button>
          <p className="text-xs text-ink-muted">{refundPolicyText(offer)}</p>
        </>
      )}
      {offer.ticketTypes.some((type) => type.kind === 'pay_it_forward') && (
        <PayItForward
          eventId={offer.eventId}
          waitlist={form.waitlist}
          signedIn={signedIn}
          payment={offer.payment}
        />
      )}
    </form>
  );
}

type Form = ReturnType<typeof useBookingForm>;

/** One ticket type: its price and places, how many to book, a sliding amount, its waiting list. */
function TicketRow({
  id,
  offer,
  type,
  form,
}: {
  id: string;
  offer: EventTickets;
  type: PublicTicketType;
  form: Form;
}) {
  const note = availability(type);
  const max = maxOf(type);
  const choice = form.choices[type.id]!;
  const entry = form.entryFor(type.id);
  return (
    <li className="grid gap-2 rounded-2xl border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="font-semibold">{type.name}</p>
          <p className="text-sm text-ink-muted">{priceText(type)}</p>
          {type.kind === 'pay_it_forward' && (
            <p className="text-sm text-ink-muted">
              Pays for a free place for someone who could not otherwise come.
            </p>
          )}
          {type.description && <p className="text-sm">{type.description}</p>}
          {note && (
            <p
              className={
                type.state === 'on_sale'
                  ? 'text-sm font-medium text-amber-900'
                  : 'text-sm font-semibold text-red-800'
              }
            >
              {note}
            </p>
          )}
        </div>
        {type.state === 'on_sale' && max > 0 && (
          <div className="grid justify-items-end gap-1">
            <label htmlFor={`${id}-${type.id}-qty`} className="sr-only">
              How many “{type.name}” tickets
            </label>
            <select
              id={`${id}-${type.id}-qty`}
              value={choice.quantity}
              onChange={(e) => form.setChoice(type.id, { quantity: Number(e.target.value) })}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
            >
              {Array.from({ length: max + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {type.kind !== 'pay_it_forward' &&
        (type.state === 'sold_out' || entry?.status === 'offered') && (
          <TicketWaitlist
            eventId={offer.eventId}
            type={type}
            entry={entry}
            signedIn={form.signedIn}
            payment={offer.payment}
          />
        )}
      {type.kind === 'sliding' && type.state === 'on_sale' && choice.quantity > 0 && (
        <FormField
          label="Your amount per ticket (£)"
          hint={`Suggested ${formatPence(type.pricePence)}. Pay what you can, no questions asked.`}
          error={
            form.badAmount?.id === type.id
              ? `Between ${formatPence(type.minPence ?? 0)} and ${formatPence(type.maxPence ?? 0)}`
              : undefined
          }
        >
          <Input
            inputMode="decimal"
            value={choice.amount}
            onChange={(e) => form.setChoice(type.id, { amount: e.target.value })}
          />
        </FormField>
      )}
    </li>
  );
}
