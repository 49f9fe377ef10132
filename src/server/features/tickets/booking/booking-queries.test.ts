import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { createEventAs, signUpHost } from '../../../test/event-helpers';
import { callApi, signUp } from '../../../test/test-app';
import { useTestApp } from '../../../test/fixtures';

/**
 * The statements one request sends to PostgreSQL (round trips, `begin` and `commit` included):
 * each is a wait on the network and on the pool. Counted on PostgreSQL only, where the driver
 * tells of every statement.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('queries per booking request', () => {
  let statements: string[] = [];
  let counting = false;
  const t = useTestApp('postgres', {
    rateLimits: { ordersPerIp: 1e6, ordersPerEmail: 1e6 },
    // postgres.js reads the array types once per new connection: the pool's, not the request's.
    onQuery: (text) => counting && !text.includes('pg_catalog') && statements.push(text),
  });
  let host: { cookie: string };
  let member: { cookie: string };

  beforeAll(async () => {
    host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
  });

  async function counted<T>(request: () => Promise<T>): Promise<{ answer: T; sent: string[] }> {
    statements = [];
    counting = true;
    try {
      return { answer: await request(), sent: statements };
    } finally {
      counting = false;
    }
  }
  const writes = (sent: string[]) =>
    sent.filter((text) => /^\s*(insert|update|delete)\b/i.test(text));
  /** What a booking sends once its places are committed: only the cache clear to other processes. */
  const afterCommit = (sent: string[]) => sent.slice(sent.findIndex((t) => /^commit/.test(t)) + 1);

  /** A booking answers from what it wrote: exactly what reading the order back shows. */
  async function expectSameAsRead(order: Order) {
    const read = await callApi(t, 'GET', `/api/orders/${order.id}?key=${order.accessKey}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(order).toEqual(read.json());
  }

  it('reads an event page’s tickets without writing', async () => {
    const event = await createEventAs(t.app, host.cookie, { price: 12, capacity: 30 });
    const { answer, sent } = await counted(() =>
      callApi(t, 'GET', `/api/events/${event.id}/tickets`),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(writes(sent)).toEqual([]);
    // The event with its settings and fee, its ticket types; the co-host check is not asked of
    // a visitor. (Before issue 22: 11 statements, two of them writes, on an event's first read.)
    expect(sent.length).toBeLessThanOrEqual(5);
  });

  it('books a free place in fifteen statements at most, none after it commits', async () => {
    const event = await createEventAs(t.app, host.cookie, { price: 0, capacity: 30 });
    const offer = await callApi(t, 'GET', `/api/events/${event.id}/tickets`);
    const [type] = offer.json().ticketTypes;
    const { answer, sent } = await counted(() =>
      callApi(t, 'POST', `/api/events/${event.id}/orders`, member.cookie, {
        lines: [{ ticketTypeId: type.id, quantity: 2 }],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().tickets).toHaveLength(2);
    await expectSameAsRead(answer.json());
    // The session, its person and profile, their "last seen", the rate limit (5); the event with
    // settings, fee and run-out holds, and its ticket types (2); begin, two place counters, the
    // order, its lines, its tickets, commit (7); the cache clear (1). Before issue 22: 21.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(15);
    expect(afterCommit(sent)).toEqual([expect.stringMatching(/^select pg_notify/)]);
  });

  it('books a paid place for a visitor in twelve statements at most', async () => {
    const event = await createEventAs(t.app, host.cookie, { price: 15, capacity: 30 });
    const offer = await callApi(t, 'GET', `/api/events/${event.id}/tickets`);
    const [type] = offer.json().ticketTypes;
    const { answer, sent } = await counted(() =>
      callApi(t, 'POST', `/api/events/${event.id}/orders`, undefined, {
        lines: [{ ticketTypeId: type.id, quantity: 1 }],
        name: 'Vera Visitor',
        email: 'vera@example.com',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().status).toBe('awaiting_payment');
    // Two rate limits (address and e-mail), then as above without tickets. Before issue 22: about 20.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(12);
    await expectSameAsRead(answer.json());
    expect(afterCommit(sent)).toEqual([expect.stringMatching(/^select pg_notify/)]);
  });

  it('reads an event page (the event and its tickets)', async () => {
    const event = await createEventAs(t.app, host.cookie, { price: 12, capacity: 30 });
    await callApi(t, 'GET', `/api/events/${event.id}/tickets`);
    const { sent } = await counted(async () => {
      expect((await callApi(t, 'GET', `/api/events/${event.id}`)).statusCode).toBe(200);
      expect((await callApi(t, 'GET', `/api/events/${event.id}/tickets`)).statusCode).toBe(200);
    });
    expect(writes(sent)).toEqual([]);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5);
  });
});
