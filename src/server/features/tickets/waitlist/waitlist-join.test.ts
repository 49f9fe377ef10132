import { describe, expect, it } from 'vitest';
import type { EventWaitlist } from '../../../../shared/tickets/waitlist-schemas';
import type { Account } from '../../../test/fixtures';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useWaitlistApp } from './waitlist.fixtures';

describe.each(databaseTargets)('joining and leaving a waitlist (%s)', (target) => {
  const { t, members, eventWith, soldOut, join, waitlist } = useWaitlistApp(target);

  it('lets signed-in guests join the waitlist of a sold-out ticket, see their place and leave', async () => {
    const { event, typeId } = await soldOut(1);
    const [ada, ben] = members as [Account, Account];
    expect((await join(event.id, ada, typeId)).statusCode).toBe(201);
    const joined = await join(event.id, ben, typeId, 2);
    expect(joined.statusCode, joined.body).toBe(201);
    expect((joined.json() as EventWaitlist).entries).toMatchObject([
      { kind: 'places', ticketTypeId: typeId, quantity: 2, status: 'waiting', position: 2 },
    ]);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([{ position: 1 }]);
    // Visitors are asked to log in; one place in line per ticket; within the per-order limit.
    expect(
      (
        await callApi(t, 'POST', `/api/events/${event.id}/waitlist`, undefined, {
          ticketTypeId: typeId,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(401);
    const twice = await join(event.id, ada, typeId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You're already on the waitlist for “Mat space”.");
    expect((await join(event.id, members[2]!, typeId, 11)).statusCode).toBe(400);
    expect((await waitlist(event.id)).entries).toEqual([]);

    // Leaving moves everyone behind up.
    const adaEntry = (await waitlist(event.id, ada)).entries[0]!;
    expect(
      (await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ben.cookie)).statusCode,
    ).toBe(404);
    const left = await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ada.cookie);
    expect(left.statusCode, left.body).toBe(200);
    expect((left.json() as EventWaitlist).entries).toEqual([]);
    expect((await waitlist(event.id, ben)).entries).toMatchObject([{ position: 1 }]);
    expect(
      (await callApi(t, 'DELETE', `/api/waitlist/${adaEntry.id}`, ada.cookie)).statusCode,
    ).toBe(409);
    // Having left, one may join again, at the back.
    expect((await join(event.id, ada, typeId)).statusCode).toBe(201);
    expect((await waitlist(event.id, ada)).entries).toMatchObject([{ position: 2 }]);
  });

  it('refuses the waitlist of a ticket that is not sold out', async () => {
    const { event, types } = await eventWith({
      capacity: 5,
      ticketTypes: [{ name: 'Mat space', pricePence: 0 }],
    });
    const answer = await join(event.id, members[0]!, types[0]!);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('“Mat space” is not sold out: you can book it now.');
  });
});
