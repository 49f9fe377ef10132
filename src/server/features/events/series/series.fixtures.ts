import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { EditScope, EventDetail, EventInput } from '../../../../shared/events/event-schemas';
import type { SeriesRuleInput } from '../../../../shared/series/series-rules';
import { events } from '../../../db/schema/events';
import { eventInput } from '../../../test/event-helpers';
import { useTestApp, type Account } from '../../../test/fixtures';
import { callApi, signUp } from '../../../test/test-app';
import { BOOKING_RATE_LIMITS, signUpMaya } from '../../../test/ticket-helpers';

/** Every Thursday, from Thursday 4 June 2099: the series the edit and cancel tests change. */
export const thursdays = (count?: number): SeriesRuleInput => ({
  repeat: { kind: 'weekly', every: 1, weekdays: ['TH'] },
  end: count === undefined ? { kind: 'never' } : { kind: 'after', count },
});

/** The form's input of a date of the series, Thursday 4 June 2099, 19:00 to 21:00. */
export const seriesInput = (title: string, more: Partial<EventInput> = {}) =>
  eventInput({
    title,
    startDate: '2099-06-04',
    endDate: '2099-06-04',
    startTime: '19:00',
    endTime: '21:00',
    ...more,
  });

/**
 * Maya (the host) and Gabi (a guest with an account), on an app made for the block; weekly
 * series of Maya's, their dates as rows, and a date saved as the form saves it.
 */
export function useSeriesScene(target: 'pglite' | 'postgres') {
  const t = useTestApp(target, BOOKING_RATE_LIMITS);
  const host = {} as Account;
  const guest = {} as Account;
  beforeAll(async () => {
    Object.assign(host, await signUpMaya(t));
    Object.assign(guest, await signUp(t, { name: 'Gabi Guest', email: 'gabi@example.com' }));
  });

  /** The dates of the series titled `title` (by any of their titles' first), soonest first. */
  const datesOf = (seriesId: string) =>
    t.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.seriesDate));

  /** A published weekly series from 4 June 2099, free places for 10 a date; answers its dates. */
  const weeklySeries = async (title: string, count?: number, more: Partial<EventInput> = {}) => {
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput(title, { price: 0, capacity: 10, ...more }),
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as EventDetail;
    const repeated = await callApi(t, 'POST', `/api/events/${id}/series`, host.cookie, {
      rule: thursdays(count),
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const seriesId = (repeated.json() as EventDetail).series!.id;
    return { seriesId, dates: await datesOf(seriesId) };
  };

  /** Saves date `id` with the series' input changed by `changes`, at `scope`. */
  const saveDate = (
    id: string,
    input: EventInput,
    scope: EditScope,
    cookie: string = host.cookie,
  ) => callApi(t, 'PUT', `/api/events/${id}`, cookie, { event: input, publish: true, scope });

  /** Books one place of date `eventId` for `who` (signed in); their booking mail is sent. */
  const bookPlace = async (eventId: string, who: Account = guest) => {
    const offer = await callApi(t, 'GET', `/api/events/${eventId}/tickets`);
    const typeId = offer.json().ticketTypes[0].id as string;
    const booked = await callApi(t, 'POST', `/api/events/${eventId}/orders`, who.cookie, {
      lines: [{ ticketTypeId: typeId, quantity: 1 }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await t.runJobs();
    return booked.json() as { id: string; status: string };
  };

  return { t, host, guest, datesOf, weeklySeries, saveDate, bookPlace };
}
