import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionError } from './connection-errors';
import { createDatabaseHealth } from './database-health';

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

/** A probe whose answer the test decides, counting how often it is asked. */
function fakeDatabase() {
  const state = { up: true, probes: 0 };
  const probe = async () => {
    state.probes++;
    if (!state.up) throw refused();
  };
  return { state, probe };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await sleep(5);
  return condition();
}

describe('database health (circuit breaker)', () => {
  it('opens when a probe confirms the outage and closes when the database answers again', async () => {
    const { state, probe } = fakeDatabase();
    const health = createDatabaseHealth({ probe, probeIntervalMs: 10 });
    const changes: boolean[] = [];
    health.onChange((available) => changes.push(available));
    state.up = false;
    health.observe(refused());
    expect(await until(() => !health.available)).toBe(true);
    state.up = true;
    expect(await until(() => health.available)).toBe(true);
    expect(changes).toEqual([false, true]);
    health.close();
  });

  it('stays closed after one dropped connection when the database still answers', async () => {
    const { state, probe } = fakeDatabase();
    const health = createDatabaseHealth({ probe, probeIntervalMs: 10 });
    health.observe(Object.assign(new Error('socket closed'), { code: 'CONNECTION_CLOSED' }));
    expect(await until(() => state.probes === 1)).toBe(true);
    await sleep(30);
    expect(health.available).toBe(true);
    expect(state.probes).toBe(1);
    health.close();
  });

  it('ignores errors of the query itself', async () => {
    const { state, probe } = fakeDatabase();
    const health = createDatabaseHealth({ probe });
    health.observe(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await sleep(20);
    expect(state.probes).toBe(0);
    health.close();
  });

  it('probes in one loop however many failures arrive', async () => {
    const { state, probe } = fakeDatabase();
    const health = createDatabaseHealth({ probe, probeIntervalMs: 50 });
    state.up = false;
    for (let i = 0; i < 20; i++) health.observe(refused());
    await sleep(120);
    // One probe at once, then about one per interval: never one per failure.
    expect(state.probes).toBeLessThanOrEqual(4);
    health.close();
  });

  it('counts a database that does not answer in time as down', async () => {
    const health = createDatabaseHealth({
      probe: () => new Promise(() => {}),
      probeTimeoutMs: 20,
      probeIntervalMs: 10,
    });
    health.observe(refused());
    expect(await until(() => !health.available)).toBe(true);
    expect(await health.check(20)).toBe(false);
    health.close();
  });
});

describe('connection errors', () => {
  it.each([
    ['refused', refused()],
    ['the breaker', new DatabaseUnavailableError()],
    ['postgres.js closed', { code: 'CONNECTION_CLOSED' }],
    ['postgres.js connect timeout', { code: 'CONNECT_TIMEOUT' }],
    ['admin shutdown 57P01', { code: '57P01' }],
    ['starting up 57P03', { code: '57P03' }],
    ['connection failure 08006', { code: '08006' }],
    ['wrapped by Drizzle', new Error('Failed query', { cause: refused() })],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['a Fastify error', { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
