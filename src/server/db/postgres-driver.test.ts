import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * What the driver does when a connection's backend dies (patches/README.md). It runs in a child
 * process: the fault being guarded against is an uncaught exception that would end the test
 * worker, and a hang that would hold it.
 */
const script = String.raw`
import postgres from 'postgres';
const url = process.env.KINDRED_DRIVER_TEST_URL;
const settle = (query) =>
  Promise.race([
    query.then(() => 'answered', (error) => 'failed ' + (error.code ?? error.message)),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 5000)),
  ]);
const killer = postgres(url, { max: 1, onnotice() {} });
const kill = (pid) => killer${'`'}select pg_terminate_backend(${'${pid}'})${'`'};

const sql = postgres(url, { max: 2, onnotice() {} });
const reserved = await sql.reserve();
const [{ pid }] = await reserved${'`'}select pg_backend_pid() as pid${'`'};
await kill(pid);
const reservedAfterKill = [await settle(reserved${'`'}select 1${'`'}), await settle(reserved${'`'}select 1${'`'})];

const pool = postgres(url, { max: 1, onnotice() {} });
const [{ pid: pooledPid }] = await pool${'`'}select pg_backend_pid() as pid${'`'};
await kill(pooledPid);
const pooledAfterKill = [await settle(pool${'`'}select 1${'`'}), await settle(pool${'`'}select 2${'`'})];
const pooledLater = await settle(pool${'`'}select 3${'`'});

console.log(JSON.stringify({ reservedAfterKill, pooledAfterKill, pooledLater }));
await Promise.all([sql, killer, pool].map((client) => client.end({ timeout: 1 })));
`;

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL driver when a backend dies', () => {
  it('rejects what was waiting on the dead connection, never crashes or hangs, and the pool answers again', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--input-type=module', '--eval', script],
      {
        env: { ...process.env, KINDRED_DRIVER_TEST_URL: process.env.TEST_DATABASE_URL },
        timeout: 40_000,
      },
    );
    expect(stderr).not.toContain('TypeError');
    const outcome = JSON.parse(stdout) as Record<string, string | string[]>;
    // A query on the dead reserved connection fails with the driver's own error; none is left
    // waiting ('hung', the unpatched driver's fault).
    for (const answer of outcome.reservedAfterKill!)
      expect(answer).toMatch(/^failed (ECONNRESET|CONNECTION_CLOSED|57P01)$/);
    // The pool's queries either fail the same way or, when the pool noticed the close before
    // sending them (a race the test cannot steer), are answered on a new connection.
    for (const answer of outcome.pooledAfterKill!)
      expect(answer).toMatch(/^(failed (ECONNRESET|CONNECTION_CLOSED|57P01)|answered)$/);
    expect(outcome.pooledLater).toBe('answered');
  });
});
