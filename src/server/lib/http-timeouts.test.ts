import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixtures';

const timeouts = { headersMs: 1000, requestMs: 2000, connectionMs: 3000, keepAliveMs: 3000 };
// Node looks for overdue requests every quarter of the shortest limit; leave room for that.
const slack = 1500;

type Exchange = { response: string; closedByServer: boolean; afterMs: number };

/**
 * A client on a real socket: sends `start`, then `trickle` one character every `everyMs`, then
 * waits `waitMs` for the server. Reports what the server answered, and whether and when the
 * server hung up before the client gave up.
 */
async function slowClient(
  port: number,
  {
    start,
    trickle = '',
    everyMs = 100,
    waitMs = slack,
  }: {
    start: string;
    trickle?: string;
    everyMs?: number;
    waitMs?: number;
  },
): Promise<Exchange> {
  const began = performance.now();
  const socket = connect(port, '127.0.0.1');
  let response = '';
  let closedAt: number | null = null;
  socket.on('data', (chunk) => (response += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt ??= performance.now()));
  await once(socket, 'connect');
  if (start) socket.write(start);
  for (const char of trickle) {
    await sleep(everyMs);
    if (closedAt !== null) break;
    socket.write(char);
  }
  for (let waited = 0; waited < waitMs && closedAt === null; waited += 50) await sleep(50);
  const closedByServer = closedAt !== null;
  socket.destroy();
  return { response, closedByServer, afterMs: (closedAt ?? performance.now()) - began };
}

async function answerOf(socket: Socket): Promise<string> {
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  return chunk.toString();
}

// Issue 9, item 25: without timeouts a client that sends its request slowly holds a connection
// forever. Now the headers, the whole request and a silent connection each have a limit.
describe('slow clients', () => {
  const t = useTestApp('pglite', { httpTimeouts: timeouts });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('a body sent a byte at a time is cut off with 408 once the request time is up', async () => {
    const body = JSON.stringify({
      name: 'Slow Loris',
      email: 'loris@example.com',
      topic: 'General question',
      message: 'x'.repeat(120),
    });
    const exchange = await slowClient(port, {
      start: `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      trickle: body, // ~18 s for the whole body: far past the 2 s allowed
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.afterMs).toBeLessThan(timeouts.requestMs + slack);
  });

  it('headers sent a line at a time are cut off with 408 once the header time is up', async () => {
    const exchange = await slowClient(port, {
      start: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      trickle: 'X-Slow: 1\r\n'.repeat(20),
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.afterMs).toBeLessThan(timeouts.headersMs + slack);
  });

  it('a connection that never sends a request is closed', async () => {
    const exchange = await slowClient(port, { start: '', waitMs: timeouts.connectionMs + slack });
    expect(exchange.closedByServer).toBe(true);
  });

  it('answers a normal request at once, and another on the same connection after a pause', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answerOf(socket)).toMatch(/^HTTP\/1\.1 200 OK/);
    await sleep(timeouts.headersMs + 500); // idle between requests is keep-alive's, not headers'
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answerOf(socket)).toMatch(/^HTTP\/1\.1 200 OK/);
    socket.destroy();
  });
});
