import { eventPath } from '../../../shared/events/event-slug';
import { WAITLIST_OFFER } from '../../../shared/notification-rules';
import { DEFAULT_PLATFORM_FEE } from '../../../shared/spaces/platform-fee';
import { priceOrder } from '../../../shared/tickets/pricing';
import type { Order } from '../../../shared/tickets/ticket-schemas';
import {
  OFFER_HOURS,
  type EventWaitlist,
  type FreePlaceAnswer,
  type JoinWaitlist,
  type WaitlistEntry,
} from '../../../shared/tickets/waitlist-schemas';
import { inTransaction, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import { orderView } from './booking.service';
import { cancelOrder } from './cancellation.service';
import { orderReference, secretCode } from './order-codes';
import { saleState } from './sale-state';
import type { TicketLinks } from './tickets.links';
import {
  findBookableEvent,
  findFeePerTicketPence,
  findOrder,
  findOrderLines,
  findTicketing,
  insertOrder,
  insertTickets,
  listTicketTypes,
  setCheckout,
  takePlaces,
  type EventTicketingRow,
  type OrderRow,
  type TicketTypeRow,
} from './tickets.repository';
import { offerMessage, waitlistOfferMail } from './waitlist-mail';
import {
  claimHeldOrder,
  findEntry,
  findEventsWithRoomForWaiting,
  findLiveEntriesOf,
  findWaitingEntries,
  hasConcessionQueue,
  insertEntry,
  lockEventQueue,
  moveEntry,
  positionOf,
  takeGiftedPlaces,
  type WaitlistEntryRow,
} from './waitlist.repository';
import { isUniqueViolation } from '../../db/pg-errors';

const HOUR_MS = 60 * 60 * 1000;
const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');
const entryNotFound = () => new AppError('NOT_FOUND', 'Waitlist place not found');
const offerEnded = () =>
  new AppError(
    'CONFLICT',
    'Sorry, this offer has ended: the places went to the next person waiting.',
  );

/** Who an entry and its order are for: the signed-in person, by their account. */
function personOf(viewer: SignedInViewer) {
  const name = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim();
  return { userId: viewer.userId, name: name || viewer.email, email: viewer.email };
}

/** A public, hosted event that takes bookings now. */
async function openEvent(db: Database, eventId: string) {
  const event = await findBookableEvent(db, eventId);
  if (!event || event.isDraft || !event.ownerActive || event.isExternal) throw eventNotFound();
  if (event.startsAt <= new Date())
    throw new AppError('CONFLICT', 'Bookings for this event have closed.');
  return event;
}

/** Places left of a type now: its own and the event's, whichever is fewer; null: no limit. */
function placesLeft(type: TicketTypeRow, ticketing: EventTicketingRow): number | null {
  const ofType = type.quantity === null ? null : type.quantity - type.taken;
  const ofEvent = ticketing.capacity === null ? null : ticketing.capacity - ticketing.placesTaken;
  if (ofType === null) return ofEvent;
  return ofEvent === null ? ofType : Math.min(ofType, ofEvent);
}

async function toEntry(db: Database, row: Awaited<ReturnType<typeof findLiveEntriesOf>>[number]) {
  const { entry, orderStatus, orderTotalPence, orderExpiresAt } = row;
  // An offer paid or reserved (by card, or the host marking it paid) is a place booked.
  const offerLive = entry.status === 'offered' && orderStatus === 'held';
  const booked =
    entry.status === 'claimed' ||
    (entry.status === 'offered' &&
      (orderStatus === 'confirmed' || orderStatus === 'awaiting_payment'));
  if (entry.status === 'offered' && !offerLive && !booked) return null;
  // A sold-out ticket's places, once booked, are an ordinary booking; a free place stays shown.
  if (booked && entry.kind === 'places') return null;
  const status: WaitlistEntry['status'] = booked ? 'claimed' : offerLive ? 'offered' : 'waiting';
  if (!booked && !offerLive && entry.status !== 'waiting') return null;
  return {
    id: entry.id,
    kind: entry.kind,
    ticketTypeId: entry.ticketTypeId,
    quantity: entry.quantity,
    status,
    position: status === 'waiting' ? await positionOf(db, entry) : null,
    orderId: status === 'waiting' ? null : entry.orderId,
    offerExpiresAt: offerLive ? (orderExpiresAt?.toISOString() ?? null) : null,
    offerTotalPence: offerLive ? orderTotalPence : null,
  } satisfies WaitlistEntry;
}

/** The event page's waitlist part: places paid forward, and the viewer's places in line. */
export async function eventWaitlist(
  db: Database,
  viewer: SignedInViewer | null,
  eventId: string,
): Promise<EventWaitlist> {
  const event = await findBookableEvent(db, eventId);
  if (!event || event.isDraft || !event.ownerActive || event.isExternal) throw eventNotFound();
  const ticketing = await findTicketing(db, eventId);
  const rows = viewer ? await findLiveEntriesOf(db, eventId, viewer.userId) : [];
  const entries: WaitlistEntry[] = [];
  for (const row of rows) {
    const entry = await toEntry(db, row);
    if (entry) entries.push(entry);
  }
  return { eventId, giftedPlaces: ticketing?.giftedPlaces ?? 0, entries };
}

/**
 * Puts the viewer in line for a sold-out ticket type, for `quantity` places (up to its
 * per-order limit). First come, first served; one place in line per person and ticket.
 */
export async function joinWaitlist(
  db: Database,
  viewer: SignedInViewer,
  eventId: string,
  input: JoinWaitlist,
): Promise<EventWaitlist> {
  await openEvent(db, eventId);
  const [types, ticketing] = await Promise.all([
    listTicketTypes(db, eventId),
    findTicketing(db, eventId),
  ]);
  const type = types.find(
    (t) => t.id === input.ticketTypeId && !t.hidden && t.kind !== 'pay_it_forward',
  );
  if (!type || !ticketing)
    throw new AppError('NOT_FOUND', 'That ticket is not available for this event.');
  if (input.quantity > type.perOrderLimit)
    throw new AppError(
      'VALIDATION_FAILED',
      `You can wait for at most ${type.perOrderLimit} “${type.name}” ${type.perOrderLimit === 1 ? 'place' : 'places'}.`,
      { fieldErrors: { quantity: [`At most ${type.perOrderLimit}`] } },
    );
  const state = saleState(type, new Date());
  if (state === 'ended') throw new AppError('CONFLICT', `Sales of “${type.name}” have ended.`);
  if (state === 'not_yet') throw new AppError('CONFLICT', `“${type.name}” is not on sale yet.`);
  const left = placesLeft(type, ticketing);
  if (left === null || left >= input.quantity)
    throw new AppError(
      'CONFLICT',
      `“${type.name}” is not sold out: you can book ${input.quantity === 1 ? 'it' : 'them'} now.`,
    );
  try {
    await insertEntry(db, {
      eventId,
      ticketTypeId: type.id,
      kind: 'places',
      quantity: input.quantity,
      ...personOf(viewer),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `You're already on the waitlist for “${type.name}”.`);
    throw error;
  }
  return eventWaitlist(db, viewer, eventId);
}

/** The viewer's own entry, or "not found" for anyone else's. */
async function ownEntry(db: Database, viewer: SignedInViewer, entryId: string) {
  const entry = await findEntry(db, entryId);
  if (!entry || entry.userId !== viewer.userId) throw entryNotFound();
  return entry;
}

/**
 * Takes the viewer out of line. Places offered to them are given up: their hold is cancelled,
 * and the next in line is offered them.
 */
export async function leaveWaitlist(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  entryId: string,
): Promise<EventWaitlist> {
  let entry = await ownEntry(db, viewer, entryId);
  if (entry.status === 'waiting') {
    if (await moveEntry(db, entry.id, ['waiting'], 'left'))
      return eventWaitlist(db, viewer, entry.eventId);
    // Offered a moment ago: what follows declines the offer.
    entry = (await findEntry(db, entry.id))!;
  }
  const order = entry.orderId ? await findOrder(db, entry.orderId) : undefined;
  if (entry.status === 'offered' && order?.status === 'held') {
    // Cancelling the hold marks the entry left and offers its places to the next in line.
    await cancelOrder(db, links, order, { refund: false }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    });
    return eventWaitlist(db, viewer, entry.eventId);
  }
  if (order && (order.status === 'confirmed' || order.status === 'awaiting_payment'))
    throw new AppError('CONFLICT', 'These places are booked: cancel the booking instead.');
  throw new AppError('CONFLICT', 'You are no longer on this waitlist.');
}

/** The platform fee on each paid ticket of this host's events: their space's, else £1. */
async function feePerTicket(db: Database, hostId: string) {
  return (await findFeePerTicketPence(db, hostId)) ?? DEFAULT_PLATFORM_FEE * 100;
}

type Offer = { entry: WaitlistEntryRow; order: OrderRow; eventTitle: string };

class NoRoom extends Error {}

/**
 * Makes one offer, if one can be made: locks the event's line, and takes places for the oldest
 * waiting entry that fits (the same guarded counters as a booking, so never more than there
 * are), holding them in an order of its own for `OFFER_HOURS`.
 */
async function offerNext(db: Database, links: TicketLinks, eventId: string) {
  return inTransaction(db, async (tx): Promise<Offer | null> => {
    await lockEventQueue(tx, eventId);
    const event = await findBookableEvent(tx, eventId);
    const now = new Date();
    if (!event || event.isDraft || event.isExternal || event.startsAt <= now) return null;
    const waiting = await findWaitingEntries(tx, eventId, 100);
    if (waiting.length === 0) return null;
    const types = await listTicketTypes(tx, eventId, { withArchived: true });
    const ticketing = await findTicketing(tx, eventId);
    if (!ticketing) return null;
    const fee = await feePerTicket(tx, event.userId);
    for (const entry of waiting) {
      const type = types.find((t) => t.id === entry.ticketTypeId);
      if (!type) continue;
      const concession = entry.kind === 'concession';
      if (!concession) {
        if (type.archivedAt || saleState(type, now) === 'ended') continue;
        const left = placesLeft(type, ticketing);
        if (left !== null && left < entry.quantity) continue;
      } else if (ticketing.giftedPlaces < entry.quantity) continue;
      const unitPricePence = concession ? 0 : type.pricePence;
      const priced = priceOrder([{ quantity: entry.quantity, unitPricePence }], {
        feePerTicketPence: fee,
        feeMode: ticketing.feeMode,
      });
      const line = priced.lines[0]!;
      try {
        // A savepoint: places that turn out to be gone (a booking got there first) leave
        // nothing behind, and the next entry is tried.
        const offer = await inTransaction(tx, async (sp) => {
          const took = concession
            ? await takeGiftedPlaces(sp, eventId, entry.quantity)
            : (await takePlaces(sp, eventId, [{ ticketTypeId: type.id, quantity: entry.quantity }]))
                .ok;
          if (!took) throw new NoRoom();
          const expiresAt = new Date(now.getTime() + OFFER_HOURS * HOUR_MS);
          const order = await insertOrder(
            sp,
            {
              reference: orderReference(),
              accessKey: secretCode(),
              eventId,
              userId: entry.userId,
              name: entry.name,
              email: entry.email,
              status: 'held',
              provider: links.payments.name,
              subtotalPence: priced.subtotalPence,
              feePence: priced.feePence,
              totalPence: priced.totalPence,
              feeMode: ticketing.feeMode,
              expiresAt,
              confirmedAt: null,
              clientKey: null,
            },
            [
              {
                ticketTypeId: type.id,
                ticketName: type.name,
                quantity: entry.quantity,
                unitPricePence: line.unitPricePence,
                unitFeePence: line.unitFeePence,
                lineTotalPence: line.lineTotalPence,
                paysItForward: false,
              },
            ],
          );
          const offered = await moveEntry(sp, entry.id, ['waiting'], 'offered', {
            orderId: order.id,
            offerExpiresAt: expiresAt,
          });
          if (!offered) throw new NoRoom();
          return { entry: offered, order, eventTitle: event.title };
        });
        return offer;
      } catch (error) {
        if (!(error instanceof NoRoom)) throw error;
      }
    }
    return null;
  });
}

/** Tells the person offered places: in the app, and by e-mail with the way to claim them. */
async function tellOffer(links: TicketLinks, { entry, order, eventTitle }: Offer) {
  const offer = {
    eventTitle,
    quantity: entry.quantity,
    concession: entry.kind === 'concession',
    expiresAt: order.expiresAt!,
  };
  const path = eventPath({ id: entry.eventId, title: eventTitle });
  await links.notify({
    userId: entry.userId,
    type: WAITLIST_OFFER,
    title: offer.concession ? 'A free place is yours' : 'A place is free',
    message: offerMessage(offer),
    data: {
      event_id: entry.eventId,
      entry_id: entry.id,
      order_id: order.id,
      kind: entry.kind,
      path,
    },
  });
  await links.queueMail(
    waitlistOfferMail({ email: entry.email, name: entry.name }, offer, `${links.publicUrl}${path}`),
  );
}

/**
 * Offers the places free at an event to whoever waits for them, oldest first, one offer at a
 * time, until none fits; answers how many offers were made. Two processes running it at once
 * take turns on the event's line, so no entry is offered twice and no place is offered to two.
 */
export async function offerFreedPlaces(
  db: Database,
  links: TicketLinks,
  eventId: string,
): Promise<number> {
  let made = 0;
  // Bounded: a line of thousands is offered a few hundred at a time, the rest next round.
  while (made < 200) {
    const offer = await offerNext(db, links, eventId);
    if (!offer) break;
    made++;
    await tellOffer(links, offer).catch((error: unknown) =>
      links.warn(error, 'telling someone of a waitlist offer failed; the offer stands'),
    );
  }
  if (made > 0) links.changed();
  return made;
}

/** The sweeper's safety net: offers places at events where they are free and someone waits. */
export async function offerWhereRoom(db: Database, links: TicketLinks, limit = 50) {
  let made = 0;
  for (const eventId of await findEventsWithRoomForWaiting(db, limit))
    made += await offerFreedPlaces(db, links, eventId);
  return made;
}

/** The tickets of an order's places, made when it is claimed. */
async function ticketsFor(db: Database, order: OrderRow) {
  return (await findOrderLines(db, order.id))
    .filter((line) => !line.paysItForward)
    .flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        ticketTypeId: line.ticketTypeId,
        code: secretCode(),
        holderName: order.name,
      })),
    );
}

/**
 * Claims places offered from the waitlist. A free offer is confirmed at once; a paid one goes
 * to the payment as a booking does: reserved with the host's instructions, or on to the card
 * checkout (the places stay held until the offer runs out).
 */
export async function claimOffer(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  entryId: string,
): Promise<Order> {
  const entry = await ownEntry(db, viewer, entryId);
  const order = entry.orderId ? await findOrder(db, entry.orderId) : undefined;
  if (!order || (entry.status !== 'offered' && entry.status !== 'claimed')) throw offerEnded();
  // Claimed already (a second press, a retry): the booking is the answer.
  if (order.status === 'confirmed' || order.status === 'awaiting_payment')
    return orderView(db, order);
  if (order.status !== 'held') throw offerEnded();
  if (order.totalPence > 0 && links.payments.payment === 'card')
    return startOfferCheckout(db, links, order);
  const to = order.totalPence === 0 ? 'confirmed' : 'awaiting_payment';
  const claimed = await inTransaction(db, async (tx) => {
    const moved = await claimHeldOrder(tx, order.id, to);
    if (!moved) return undefined;
    await insertTickets(tx, moved, await ticketsFor(tx, moved));
    await moveEntry(tx, entry.id, ['offered'], 'claimed');
    return moved;
  });
  if (!claimed) {
    const now = await findOrder(db, order.id);
    if (now && (now.status === 'confirmed' || now.status === 'awaiting_payment'))
      return orderView(db, now);
    throw offerEnded();
  }
  links.changed();
  await links.onBooked(claimed.id).catch((error: unknown) => {
    links.warn(error, 'the booking mail could not be queued');
  });
  return orderView(db, claimed);
}

/** Opens the card checkout for a paid offer; the places stay held for the offer's day. */
async function startOfferCheckout(db: Database, links: TicketLinks, order: OrderRow) {
  if (order.expiresAt && order.expiresAt <= new Date()) throw offerEnded();
  const lines = await findOrderLines(db, order.id);
  try {
    const session = await links.payments.startCheckout!({
      orderId: order.id,
      reference: order.reference,
      email: order.email,
      items: lines.map((line) => ({
        name: line.ticketName,
        quantity: line.quantity,
        unitAmountPence: line.unitPricePence + (order.feeMode === 'guest' ? line.unitFeePence : 0),
      })),
      successUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}`,
      cancelUrl: `${links.publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}&cancelled=1`,
    });
    await setCheckout(db, order.id, session);
    return orderView(db, { ...order, ...session });
  } catch (error) {
    links.warn(error, 'card checkout of a waitlist offer could not start');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Card payment could not be started just now. Your places are still held; please try again.',
    );
  }
}

/**
 * "Ask for a free place" at an event with pay-it-forward tickets: no questions asked, one per
 * person and event. When a place paid forward is free (and the event has room), it is booked at
 * once, free; else the viewer waits in line for the next one given.
 */
export async function askForFreePlace(
  db: Database,
  links: TicketLinks,
  viewer: SignedInViewer,
  eventId: string,
): Promise<FreePlaceAnswer> {
  await openEvent(db, eventId);
  const [types, ticketing] = await Promise.all([
    listTicketTypes(db, eventId),
    findTicketing(db, eventId),
  ]);
  const gift = types.find((t) => t.kind === 'pay_it_forward' && !t.hidden);
  if (!gift || !ticketing)
    throw new AppError('NOT_FOUND', 'This event has no places paid forward to ask for.');
  const person = personOf(viewer);
  let booked: OrderRow | null;
  try {
    booked = await inTransaction(db, async (tx) => {
      const entry = await insertEntry(tx, {
        eventId,
        ticketTypeId: gift.id,
        kind: 'concession',
        quantity: 1,
        ...person,
      });
      // Whoever asked first is given the next gift: no one jumps the line.
      if (await hasConcessionQueue(tx, eventId, entry.id)) return null;
      if (!(await takeGiftedPlaces(tx, eventId, 1))) return null;
      const order = await insertOrder(
        tx,
        {
          reference: orderReference(),
          accessKey: secretCode(),
          eventId,
          ...person,
          status: 'confirmed',
          provider: links.payments.name,
          subtotalPence: 0,
          feePence: 0,
          totalPence: 0,
          feeMode: ticketing.feeMode,
          expiresAt: null,
          confirmedAt: new Date(),
          clientKey: null,
        },
        [
          {
            ticketTypeId: gift.id,
            ticketName: gift.name,
            quantity: 1,
            unitPricePence: 0,
            unitFeePence: 0,
            lineTotalPence: 0,
            paysItForward: false,
          },
        ],
      );
      await insertTickets(tx, order, [
        { ticketTypeId: gift.id, code: secretCode(), holderName: person.name },
      ]);
      await moveEntry(tx, entry.id, ['waiting'], 'claimed', { orderId: order.id });
      return order;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'You have already asked for a free place at this event.');
    throw error;
  }
  if (booked) {
    links.changed();
    await links.onBooked(booked.id).catch((error: unknown) => {
      links.warn(error, 'the booking mail could not be queued');
    });
  }
  return {
    order: booked ? await orderView(db, booked) : null,
    waitlist: await eventWaitlist(db, viewer, eventId),
  };
}
