import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '../../shared/tickets/ticket-schemas';

/**
 * The order the booking and the card payment tests both price: three tickets of £10.10 and one
 * of £15.20 make £45.50, and the £1 fee the guest pays on each of the four makes £49.50 in all.
 */
export const THREE_AND_ONE = {
  ticketTypes: [
    { name: 'Early bird', pricePence: 1010 },
    { name: 'Standard', pricePence: 1520 },
  ],
  lines: (earlyId: string, standardId: string) => [
    { ticketTypeId: earlyId, quantity: 3 },
    { ticketTypeId: standardId, quantity: 1 },
  ],
  totals: { subtotalPence: 4550, feePence: 400, totalPence: 4950 },
};

/** The order a booking request made: it must have been answered 201. */
export function createdOrder(response: LightMyRequestResponse): Order {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
