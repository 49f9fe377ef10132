import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { publishHostedEvent, uniqueEmail } from './support';

export type Booked = {
  id: string;
  reference: string;
  tickets: Array<{ id: string; code: string }>;
};

/** A published event of the signed-in host (`request`), with a free and a £12.50 ticket. */
export async function hostedEvent(request: APIRequestContext, title: string) {
  const event = await publishHostedEvent(request, title);
  const saved = await request.put(`/api/events/${event.id}/ticketing`, {
    data: {
      capacity: 30,
      paymentInstructions: 'Pay at the door.',
      ticketTypes: [
        { name: 'Community place', pricePence: 0 },
        { name: 'Supporter', pricePence: 1250 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const types = ((await saved.json()) as { ticketTypes: Array<{ id: string }> }).ticketTypes;
  return { ...event, freeId: types[0]!.id, paidId: types[1]!.id };
}

/** A guest without an account books places. */
export async function book(
  baseURL: string | undefined,
  eventId: string,
  ticketTypeId: string,
  name: string,
): Promise<Booked> {
  const guest = await apiRequest.newContext({ baseURL });
  const response = await guest.post(`/api/events/${eventId}/orders`, {
    data: {
      lines: [{ ticketTypeId, quantity: 1 }],
      name,
      email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}
