import { eventPath } from '../../../../shared/events/event-slug';
import { WAITLIST_OFFER } from '../../../../shared/notification-rules';
import { priceOrder } from '../../../../shared/tickets/pricing';
import { OFFER_HOURS } from '../../../../shared/tickets/waitlist-schemas';
import { inTransaction, type Database } from '../../../db/client';
import { placesLeft } from '../kernel/places';
import { orderReference, secretCode } from '../kernel/order-codes';
import { saleState } from '../kernel/sale-state';
import type { TicketLinks } from '../tickets.links';
import {
  findBookableEvent,
  findTicketing,
  listTicketTypes,
  takePlaces,
} from '../kernel/ticketing.repository';
import { insertOrder, type OrderRow } from '../kernel/orders.repository';
import { offerMessage, waitlistOfferMail } from './waitlist-mail';
import {
  findEventsWithRoomForWaiting,
  findWaitingEntries,
  lockEventQueue,
  moveEntry,
  takeGiftedPlaces,
  type WaitlistEntryRow,
} from './waitlist.repository';
import { hostFeePerTicket } from '../kernel/places';

/** Places that came free, offered to whoever waits first. */

const HOUR_MS = 60 * 60 * 1000;

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
    const fee = await hostFeePerTicket(tx, event.userId);
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
