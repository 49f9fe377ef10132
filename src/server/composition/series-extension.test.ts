import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { events } from '../db/schema/events';
import { useTestApp, type Account } from '../test/fixtures';
import { callApi, databaseTargets } from '../test/test-app';
import { signUpMaya } from '../test/ticket-helpers';
import { seriesInput, thursdays } from '../features/events/series/series.fixtures';
import { dailyHousekeeping, DAILY_HOUSEKEEPING_JOB } from './housekeeping';

describe.each(databaseTargets)('the daily extension of series (%s)', (target) => {
  const t = useTestApp(target);
  const host = {} as Account;
  beforeAll(async () => Object.assign(host, await signUpMaya(t)));

  const datesOf = (title: string) =>
    t.db
      .select({ id: events.id, startDate: events.startDate })
      .from(events)
      .where(eq(events.title, title))
      .orderBy(events.startDate);

  it('makes the dates the horizon has reached, each once, bookable like the rest', async () => {
    // 2099-06-04 is a Thursday; the series is made up to 26 weeks after it (3 December).
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput('Thursday Sound Bath'),
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const repeated = await callApi(
      t,
      'POST',
      `/api/events/${saved.json().id}/series`,
      host.cookie,
      { rule: thursdays() },
    );
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(await datesOf('Thursday Sound Bath')).toHaveLength(27);
    // Two weeks on, the horizon has moved two Thursdays; a second run (another process, a
    // restart) makes nothing more.
    expect((await dailyHousekeeping(t.db, t.storage, '2099-06-18')).seriesDates).toBe(2);
    expect((await dailyHousekeeping(t.db, t.storage, '2099-06-18')).seriesDates).toBe(0);
    expect(await datesOf('Thursday Sound Bath')).toHaveLength(29);
    // The daily job the queue runs does the same: a week later, one more Thursday.
    await t.app.jobHandlers[DAILY_HOUSEKEEPING_JOB]!({ today: '2099-06-25' });
    const dates = await datesOf('Thursday Sound Bath');
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)!.startDate).toBe('2099-12-24');
    // The new dates are bookable: each has the template's ticket type.
    const types = rowsOf<{ name: string; price_pence: number }>(
      await t.db.execute(
        sql`select name, price_pence from ticket_types where event_id = ${dates.at(-1)!.id}::uuid`,
      ),
    );
    expect(types).toEqual([{ name: 'General admission', price_pence: 2500 }]);
  });

  it('reads a series that has ended no more', async () => {
    const saved = await callApi(t, 'POST', '/api/events', host.cookie, {
      event: seriesInput('Four Thursdays'),
      publish: true,
    });
    const repeated = await callApi(
      t,
      'POST',
      `/api/events/${saved.json().id}/series`,
      host.cookie,
      { rule: thursdays(4) },
    );
    expect(repeated.statusCode, repeated.body).toBe(200);
    const [series] = rowsOf<{ made_until: string }>(
      await t.db.execute(
        sql`select made_until::text from event_series s join events e on e.series_id = s.id
            where e.title = 'Four Thursdays' limit 1`,
      ),
    );
    expect(series?.made_until).toBe('9999-12-31');
    expect(await datesOf('Four Thursdays')).toHaveLength(4);
  });
});
