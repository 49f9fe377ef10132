import type { TICKET_SALE_STATES } from '../../../../shared/tickets/ticket-schemas';

type SaleWindow = { salesStart: Date | null; salesEnd: Date | null };

/** Whether a ticket type is on sale at `now` by its dates (places left are counted apart). */
export function saleState(
  type: SaleWindow,
  now: Date,
): Exclude<(typeof TICKET_SALE_STATES)[number], 'sold_out'> {
  if (type.salesStart && now < type.salesStart) return 'not_yet';
  if (type.salesEnd && now >= type.salesEnd) return 'ended';
  return 'on_sale';
}
