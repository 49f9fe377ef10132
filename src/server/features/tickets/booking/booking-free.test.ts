import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { callApi, databaseTargets } from '../../../test/test-app';
import { createdOrder } from '../../../test/order-examples';
import { useBookingApp } from './booking.fixtures';

describe.each(databaseTargets)('booking free places (%s)', (target) => {
  const { t, host, member, hostEvent, book, offer } = useBookingApp(target);

  it('books a free place at once, with a ticket and a code for the door', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const response = await book(
      event.id,
      { lines: [{ ticketTypeId: free!.id, quantity: 2 }] },
      member.cookie,
    );
    const order = createdOrder(response);
    expect(order).toMatchObject({
      status: 'confirmed',
      name: 'Mo Member',
      email: 'mo@example.com',
      totalPence: 0,
      feePence: 0,
    });
    expect(order.reference).toMatch(/^KD-[A-Z2-9]{8}$/);
    expect(order.tickets).toHaveLength(2);
    expect(new Set(order.tickets.map((ticket) => ticket.code)).size).toBe(2);
  });

  it('sends the booking by e-mail: London time, QR code per ticket, a calendar file', async () => {
    const event = await hostEvent({
      startDate: '2099-06-20',
      startTime: '19:00',
      endTime: '22:00',
    });
    const [free] = (await offer(event.id)).ticketTypes;
    const order: Order = (
      await book(event.id, {
        lines: [{ ticketTypeId: free!.id, quantity: 2 }],
        name: 'Gabi Guest',
        email: 'gabi.mail@example.com',
      })
    ).json();
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'gabi.mail@example.com')!;
    expect(mail.subject).toBe(`You're booked: Full Moon Cacao Ceremony (${order.reference})`);
    expect(mail.text).toContain('When: Saturday 20 June 2099, 19:00 to 22:00 (London time)');
    expect(mail.text).toContain('Where: The Round House, Bristol, BS1 4QA, United Kingdom');
    expect(mail.text).toContain(`/ticket-success?order=${order.id}&key=${order.accessKey}`);
    const files = mail.attachments!;
    expect(files.map((f) => f.filename)).toEqual(['ticket-1.png', 'ticket-2.png', 'event.ics']);
    const png = files[0]!.content as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Each picture scans as its own ticket's address, as the door scanner reads it.
    for (const [i, ticket] of order.tickets.entries()) {
      const { data, info } = await sharp(files[i]!.content as Buffer)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(scanned?.data).toBe(`http://localhost:3000/t/${ticket.code}`);
      expect(info.width).toBeGreaterThanOrEqual(300);
    }
    expect(String(files[2]!.content)).toContain('SUMMARY:Full Moon Cacao Ceremony');
    expect(mail.html).toContain('src="cid:ticket-1@kindred"');
  });

  it('asks a visitor without an account for a name and an e-mail', async () => {
    const event = await hostEvent();
    const [free] = (await offer(event.id)).ticketTypes;
    const anonymous = await book(event.id, { lines: [{ ticketTypeId: free!.id, quantity: 1 }] });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().fieldErrors).toMatchObject({
      name: ['Please enter your name'],
      email: ['Please enter your e-mail address'],
    });
    const named = await book(event.id, {
      lines: [{ ticketTypeId: free!.id, quantity: 1 }],
      name: 'Gabi Guest',
      email: 'Gabi@Example.com',
    });
    const order = createdOrder(named);
    expect(order).toMatchObject({
      name: 'Gabi Guest',
      email: 'gabi@example.com',
      status: 'confirmed',
    });
    // The booking opens with the link's key, and with nothing else.
    expect(
      (await callApi(t, 'GET', `/api/orders/${order.id}?key=${order.accessKey}`)).statusCode,
    ).toBe(200);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}?key=wrong`)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`, member.cookie)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'GET', `/api/orders/${order.id}`, host.cookie)).statusCode).toBe(200);
  });
});
