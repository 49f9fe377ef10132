import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_REFUSALS } from '../../../shared/testimonials/testimonial-rules';
import { testimonials } from '../../db/schema/testimonials';
import { databaseTargets } from '../../test/test-app';
import { useTestimonialsApp } from './testimonials.fixtures';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databaseTargets)('who may write a testimonial (%s)', (target) => {
  const { t, maya, sam, newEvent, guest, book, checkIn, endedDaysAgo, write, written, state } =
    useTestimonialsApp(target);

  const refusedWith = async (
    response: { statusCode: number; json: () => unknown },
    words: string,
  ) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: words });
  };
  const rowsFor = (eventId: string) =>
    t.db.select().from(testimonials).where(eq(testimonials.eventId, eventId));

  it('refuses the host, a co-host, someone with no place and a cancelled booking, and saves nothing', async () => {
    const event = await newEvent({ cohostedBySam: true });
    const cancelledGuest = await guest('Kit');
    const order = await book(event, cancelledGuest);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/host-cancel`,
      headers: { cookie: maya.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const stranger = await guest('Nia');
    await endedDaysAgo(event, 1);

    const refusals = [
      [maya, 'My own event was lovely', TESTIMONIAL_REFUSALS.host],
      [sam, 'I co-hosted, it was great', TESTIMONIAL_REFUSALS.cohost],
      [stranger, 'I was not there', TESTIMONIAL_REFUSALS.notGuest],
      [cancelledGuest, 'I did not go', TESTIMONIAL_REFUSALS.cancelled],
    ] as const;
    for (const [who, words, refusal] of refusals)
      await refusedWith(await write(event, who, words), refusal);
    expect(await rowsFor(event.id)).toEqual([]);
    expect(await state(event, stranger)).toMatchObject({
      canWrite: false,
      refusal: 'notGuest',
      writableUntil: null,
      testimonial: null,
      facilitator: { name: 'Maya Rivers', path: '/@maya' },
    });
  });

  it('lets a checked-in guest write at once, and a confirmed guest once the event has ended', async () => {
    const event = await newEvent();
    const atTheDoor = await guest('Gia');
    const booked = await guest('Cal');
    const gia = await book(event, atTheDoor);
    await book(event, booked);
    await checkIn(event, gia.tickets[0]!.id);

    // Checked in during the event: Gia may write; Cal, booked but the event not over, not yet.
    expect((await state(event, atTheDoor)).canWrite).toBe(true);
    await refusedWith(await write(event, booked, 'Can’t wait'), TESTIMONIAL_REFUSALS.notYet);
    const mine = await written(event, atTheDoor, 'Line one\r\nLine two <b>bold</b>  ');
    // Kept as plain text, its line breaks as \n, trimmed: never as HTML.
    expect(mine).toMatchObject({
      body: 'Line one\nLine two <b>bold</b>',
      editedAt: null,
      reply: null,
      hidden: null,
    });

    await endedDaysAgo(event, 0);
    await written(event, booked, 'Deeply restful evening.');
    expect(await state(event, booked)).toMatchObject({
      canWrite: false,
      refusal: 'written',
      testimonial: { body: 'Deeply restful evening.' },
    });
  });

  it('takes them for 60 days after the event, not 61', async () => {
    const event = await newEvent();
    const onTime = await guest('Ola');
    const late = await guest('Lee');
    await book(event, onTime);
    await book(event, late);
    await endedDaysAgo(event, 60);
    const today = await state(event, onTime);
    expect(today.canWrite).toBe(true);
    await written(event, onTime, 'Still thinking about it two months on.');
    await endedDaysAgo(event, 61);
    await refusedWith(await write(event, late, 'Too late now'), TESTIMONIAL_REFUSALS.tooLate);
    expect(await rowsFor(event.id)).toHaveLength(1);
  });

  it('keeps one per guest and event, even when two arrive at once', async () => {
    const event = await newEvent();
    const twice = await guest('Tam');
    await book(event, twice);
    await endedDaysAgo(event, 1);
    const [first, second] = await Promise.all([
      write(event, twice, 'First words'),
      write(event, twice, 'Second words'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ message: TESTIMONIAL_REFUSALS.written });
    expect(await rowsFor(event.id)).toHaveLength(1);
    expect((await write(event, twice, 'Third words')).statusCode).toBe(409);
  });

  it('refuses bad words with the field named, and an unknown event, saving nothing', async () => {
    const event = await newEvent();
    const writer = await guest('Bo');
    await book(event, writer);
    await endedDaysAgo(event, 1);
    for (const [body, message] of [
      ['   ', 'Write your testimonial.'],
      ['x'.repeat(1001), 'Keep your testimonial under 1,000 characters.'],
      [42, undefined],
      ['bad\u0000byte', 'Text cannot contain the NUL character.'],
    ] as const) {
      const response = await write(event, writer, body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json().fieldErrors.body).toBeDefined();
      if (message) expect(response.json().fieldErrors.body).toContain(message);
    }
    expect((await write({ ...event, id: MISSING }, writer, 'Hello')).statusCode).toBe(404);
    expect((await write({ ...event, id: 'not-an-id' }, writer, 'Hello')).statusCode).toBe(400);
    expect(await rowsFor(event.id)).toEqual([]);
    // 1,000 characters exactly is within the limit.
    await written(event, writer, 'y'.repeat(1000));
  });

  it('asks who is writing: signed out is a 401', async () => {
    const event = await newEvent();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/testimonials`,
      payload: { body: 'Anonymous' },
    });
    expect(response.statusCode).toBe(401);
    const stateSignedOut = await t.app.inject({ url: `/api/events/${event.id}/testimonial` });
    expect(stateSignedOut.statusCode).toBe(401);
  });
});
