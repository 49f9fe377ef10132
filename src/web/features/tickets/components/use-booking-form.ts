import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatPence, parsePounds, penceToPoundsText } from '@shared/tickets/money';
import { priceOrder } from '@shared/tickets/pricing';
import type { EventTickets, PublicTicketType } from '@shared/tickets/ticket-schemas';
import { ApiError } from '@web/lib/api-client';
import { useViewer } from '@web/lib/viewer';
import { eventWaitlistQuery } from '../api/event-offer';
import { useCreateOrder } from '../api/tickets';
import { useOpenOrder } from './use-open-order';

export type Choice = { quantity: number; amount: string };

/**
 * What the booking panel holds: how many of each ticket, the amount on a sliding scale, who a
 * visitor books for; what that costs (the shared pricing rules); and Book, which sends the order
 * and goes to payment or to the tickets.
 */
export function useBookingForm(offer: EventTickets) {
  const openOrder = useOpenOrder();
  const { data: viewer } = useViewer();
  const signedIn = Boolean(viewer?.user);
  const createOrder = useCreateOrder(offer.eventId);
  // The viewer's places in line, and places paid forward; without them the panel still books.
  const { data: waitlist } = useQuery(eventWaitlistQuery(offer.eventId));
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      offer.ticketTypes.map((type) => [
        type.id,
        {
          // One place is the usual booking when there is only one kind of ticket.
          quantity: offer.ticketTypes.length === 1 && type.state === 'on_sale' ? 1 : 0,
          amount: penceToPoundsText(type.pricePence),
        },
      ]),
    ),
  );
  const [guest, setGuest] = useState({ name: '', email: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = offer.ticketTypes.filter((type) => (choices[type.id]?.quantity ?? 0) > 0);
  const amountOf = (type: PublicTicketType) =>
    type.kind === 'sliding' ? parsePounds(choices[type.id]?.amount ?? '') : type.pricePence;
  const badAmount = chosen.find((type) => {
    const pence = amountOf(type);
    return (
      type.kind === 'sliding' &&
      (pence === null ||
        pence < (type.minPence ?? 0) ||
        pence > (type.maxPence ?? Number.MAX_SAFE_INTEGER))
    );
  });
  const priced = priceOrder(
    chosen.map((type) => ({
      quantity: choices[type.id]!.quantity,
      unitPricePence: amountOf(type) ?? 0,
    })),
    { feePerTicketPence: offer.feePerTicketPence, feeMode: offer.feeMode },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (chosen.length === 0) return setProblem('Choose how many tickets you would like.');
    if (badAmount)
      return setProblem(
        `Please choose an amount between ${formatPence(badAmount.minPence ?? 0)} and ${formatPence(badAmount.maxPence ?? 0)} for “${badAmount.name}”.`,
      );
    try {
      openOrder(
        await createOrder.mutateAsync({
          lines: chosen.map((type) => ({
            ticketTypeId: type.id,
            quantity: choices[type.id]!.quantity,
            ...(type.kind === 'sliding' ? { pricePence: amountOf(type)! } : {}),
          })),
          ...(signedIn ? {} : { name: guest.name.trim(), email: guest.email.trim() }),
        }),
      );
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The booking did not go through.');
    }
  }

  return {
    signedIn,
    waitlist,
    entryFor: (typeId: string) =>
      waitlist?.entries.find((e) => e.kind === 'places' && e.ticketTypeId === typeId),
    choices,
    setChoice: (typeId: string, change: Partial<Choice>) =>
      setChoices((all) => ({ ...all, [typeId]: { ...all[typeId]!, ...change } })),
    guest,
    setGuest,
    chosen,
    badAmount,
    priced,
    problem,
    fieldErrors: createOrder.error instanceof ApiError ? createOrder.error.fieldErrors : {},
    isPending: createOrder.isPending,
    submit,
  };
}
