import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/tickets';
import { databaseTargets } from '../../../test/test-app';
import { createdOrder } from '../../../test/order-examples';
import { useBookingApp } from './booking.fixtures';

describe.each(databaseTargets)('a booking retried with its Idempotency-Key (%s)', (target) => {
  const { t, member, other, hostEvent, book, offer } = useBookingApp(target);

  it('books once for a retried request with the same Idempotency-Key', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const body = { lines: [{ ticketTypeId: free!.id, quantity: 1 }] };
    const headers = { 'idempotency-key': '"booking-7f1c"' };
    const [first, second] = await Promise.all([
      book(event.id, body, member.cookie, headers),
      book(event.id, body, member.cookie, headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const third = await book(event.id, body, member.cookie, headers);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    // The key is the member's own: someone else's request with it books their own place, and
    // never reads the member's order.
    const others = await book(event.id, body, other.cookie, headers);
    expect(others.statusCode).toBe(201);
    expect(others.json().id).not.toBe(first.json().id);
  });

  it("never answers a member's order to a replay of its key without their session", async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const headers = { 'idempotency-key': '"booking-member-key"' };
    const lines = [{ ticketTypeId: free!.id, quantity: 1 }];
    const mine = await book(event.id, { lines }, member.cookie, headers);
    const order = createdOrder(mine);

    // Someone who knows the member's e-mail and the key, without a session.
    const replay = await book(
      event.id,
      { lines, name: 'Not Mo', email: 'mo@example.com' },
      undefined,
      headers,
    );
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.body).not.toContain(order.accessKey);
    expect(order.tickets.length).toBeGreaterThan(0);
    for (const ticket of order.tickets) expect(replay.body).not.toContain(ticket.code);
    expect(replay.json().id).not.toBe(order.id);

    // A guest's own retry without a session still finds the guest's first order.
    const guestHeaders = { 'idempotency-key': '"booking-guest-key"' };
    const guest = { lines, name: 'Gil Guest', email: 'gil@example.com' };
    const firstTry = await book(event.id, guest, undefined, guestHeaders);
    const retry = await book(event.id, guest, undefined, guestHeaders);
    expect(firstTry.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(firstTry.json().id);
  });
});
