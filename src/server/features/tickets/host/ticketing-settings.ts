import type { ParsedTicketingInput, Ticketing } from '../../../../shared/tickets/ticket-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedInViewer } from '../../../lib/viewer';
import type { TicketLinks } from '../tickets.links';
import {
  findBookableEvent,
  insertTicketType,
  listTicketTypes,
  lockTicketing,
  lockTicketTypes,
  retireTicketType,
  updateTicketing,
  updateTicketType,
  type EventTicketingRow,
  type TicketTypeRow,
  findTicketing,
  insertTicketingOnce,
} from '../kernel/ticketing.repository';
import { hostFeePerTicket } from '../kernel/places';
import { eventNotFound } from '../kernel/access';
import { ticketTypeView } from '../kernel/ticket-type-view';

/** Only the event's owner and its accepted co-hosts set up its tickets. */
async function editableEvent(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
) {
  const event = await findBookableEvent(db, eventId);
  if (!event) throw eventNotFound();
  const owner = event.userId === viewer.userId;
  if (!owner && !(await links.isCohost(eventId, viewer.userId))) {
    // Someone else's draft does not exist, as everywhere else.
    if (event.isDraft) throw eventNotFound();
    throw new AppError('FORBIDDEN', 'Only the hosts of this event can change its tickets.');
  }
  if (event.isExternal)
    throw new AppError(
      'CONFLICT',
      'This event is booked on the organiser’s own site, so it has no tickets on Kindred.',
    );
  return event;
}

function toTicketing(
  ticketing: Pick<
    EventTicketingRow,
    | 'capacity'
    | 'placesTaken'
    | 'feeMode'
    | 'refundPolicy'
    | 'refundDays'
    | 'paymentInstructions'
    | 'reminders'
  >,
  types: TicketTypeRow[],
  feePence: number,
): Ticketing {
  return {
    capacity: ticketing.capacity,
    placesTaken: ticketing.placesTaken,
    feeMode: ticketing.feeMode,
    refundPolicy: ticketing.refundPolicy,
    refundDays: ticketing.refundDays,
    paymentInstructions: ticketing.paymentInstructions,
    reminders: ticketing.reminders,
    feePerTicketPence: feePence,
    ticketTypes: types.map((t) => ({
      ...ticketTypeView(t),
      quantity: t.quantity,
      taken: t.taken,
      salesStart: t.salesStart?.toISOString() ?? null,
      salesEnd: t.salesEnd?.toISOString() ?? null,
      perOrderLimit: t.perOrderLimit,
      hidden: t.hidden,
    })),
  };
}

/** The host's view of the event's tickets: settings as saved, with what is taken. */
export async function getTicketing(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<Ticketing> {
  const event = await editableEvent(db, links, viewer, eventId);
  const ticketing = await findTicketing(db, eventId);
  const [types, fee] = await Promise.all([
    listTicketTypes(db, eventId),
    hostFeePerTicket(db, event.userId),
  ]);
  return toTicketing(
    ticketing ?? {
      capacity: null,
      placesTaken: 0,
      feeMode: 'guest',
      refundPolicy: 'until_days_before',
      refundDays: 7,
      paymentInstructions: '',
      reminders: true,
    },
    types,
    fee,
  );
}

/**
 * What a card shows as the event's price: the least a guest can pay for a visible place, and
 * whether some places cost more (other prices, or a sliding scale).
 */
function cardPrice(types: ParsedTicketingInput['ticketTypes']): { pence: number; varies: boolean } {
  const visible = types.filter((t) => !t.hidden && t.kind !== 'pay_it_forward');
  const offered = visible.length > 0 ? visible : types;
  const least = offered.map((t) =>
    t.kind === 'sliding' ? (t.minPence ?? t.pricePence) : t.pricePence,
  );
  const most = offered.map((t) =>
    t.kind === 'sliding' ? (t.maxPence ?? t.pricePence) : t.pricePence,
  );
  const pence = Math.min(...least);
  return { pence, varies: Math.max(...most) > pence };
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });

/**
 * Saves the event's booking settings and ticket types together. Places already booked stay
 * booked: capacity and quantities cannot go below them, and a type someone booked is taken off
 * sale rather than deleted. Rows are locked in the order bookings lock them (types, then the
 * event's counter), so a save and a booking never deadlock.
 */
export async function saveTicketing(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
  input: ParsedTicketingInput,
): Promise<Ticketing> {
  const event = await editableEvent(db, links, viewer, eventId);
  await inTransaction(db, async (tx) => {
    const existing = await lockTicketTypes(tx, eventId);
    const ticketing = await lockTicketing(tx, eventId);
    if (input.capacity !== null && input.capacity < ticketing.placesTaken)
      throw fieldError(
        'capacity',
        `${ticketing.placesTaken} places are already booked, so the capacity cannot be lower than that.`,
      );
    for (const [index, type] of input.ticketTypes.entries()) {
      const values = {
        name: type.name,
        description: type.description,
        kind: type.kind,
        pricePence: type.pricePence,
        minPence: type.kind === 'sliding' ? type.minPence : null,
        maxPence: type.kind === 'sliding' ? type.maxPence : null,
        quantity: type.quantity,
        salesStart: type.salesStart ? new Date(type.salesStart) : null,
        salesEnd: type.salesEnd ? new Date(type.salesEnd) : null,
        perOrderLimit: type.perOrderLimit,
        hidden: type.hidden,
        sortOrder: index,
      };
      if (!type.id) {
        await insertTicketType(tx, eventId, values);
        continue;
      }
      const current = existing.find((t) => t.id === type.id);
      if (!current)
        throw fieldError(
          `ticketTypes.${index}.name`,
          'That ticket no longer exists. Please reload.',
        );
      if (type.quantity !== null && type.quantity < current.taken)
        throw fieldError(
          `ticketTypes.${index}.quantity`,
          `${current.taken} of “${current.name}” are already booked, so there must be at least ${current.taken}.`,
        );
      await updateTicketType(tx, type.id, values);
    }
    const kept = new Set(input.ticketTypes.flatMap((t) => (t.id ? [t.id] : [])));
    for (const type of existing) if (!kept.has(type.id)) await retireTicketType(tx, type.id);
    await updateTicketing(tx, eventId, {
      capacity: input.capacity,
      feeMode: input.feeMode,
      refundPolicy: input.refundPolicy,
      refundDays: input.refundDays,
      paymentInstructions: input.paymentInstructions,
      reminders: input.reminders,
    });
    await links.setEventFromPrice(tx, eventId, cardPrice(input.ticketTypes));
  });
  links.changed();
  // More places (a higher capacity or quantity) go to whoever waits for them first.
  await links.placesFreed(eventId);
  return getTicketing(db, links, viewer, event.id);
}

/**
 * Opens a hosted event's bookings when it is saved (the events feature calls it, through
 * composition/, in the transaction that saves the event): its settings and one ticket at its
 * price, unless it has them already. A public read then never writes.
 */
export function openTicketing(
  tx: Database,
  event: { id: string; isExternal: boolean; capacity: number | null; pricePence: number },
): Promise<void> {
  if (event.isExternal) return Promise.resolve();
  return insertTicketingOnce(tx, event);
}
