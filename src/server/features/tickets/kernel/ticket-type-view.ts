import type { TicketTypeRow } from './ticketing.repository';

/** What the guests' and the host's views both say first of a ticket type: what it is, its price. */
export function ticketTypeView(t: TicketTypeRow) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    kind: t.kind,
    pricePence: t.pricePence,
    minPence: t.minPence,
    maxPence: t.maxPence,
  };
}
