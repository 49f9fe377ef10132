import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventAs } from '../../test/event-helpers';
import { saveSpace } from '../../test/space-helpers';
import { createTestApp, databaseTargets, signUp, type TestApp } from '../../test/test-app';
import { createKeyedSignal } from '../../lib/keyed-signal';
import {
  createUnreadStreams,
  TOO_MANY_STREAMS,
  UNREAD_STREAM_DEFAULTS,
  type UnreadStreamSettings,
} from './unread-stream';
import { useTestApp } from '../../test/fixtures';

type Host = { cookie: string; userId: string; spaceId: string };

async function host(t: TestApp, name: string, email: string, handle: string): Promise<Host> {
  const account = await signUp(t, { name, email });
  const space = await saveSpace(t.app, account.cookie, { displayName: name, handle });
  return { ...account, spaceId: space.id };
}

/** Listens on a free port, as the server does; answers its base URL. */
async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * Opens the unread stream as a browser's EventSource would (asking for compression, which the
 * stream must not use) and reads its `unread` events one at a time.
 */
async function openStream(baseUrl: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: {
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
      ...(cookie ? { cookie } : {}),
    },
    signal: controller.signal,
  });
  // Made on the first read, so that a refusal's body can still be read as JSON.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: string[] = [];
  return {
    response,
    /** Every block the stream has sent so far (events, the retry line, comments). */
    seen,
    /** The next block the stream sends, or null once it has ended. */
    async nextBlock(): Promise<string | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          seen.push(block);
          return block;
        }
        reader ??= response.body!.getReader();
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next unread count the stream sends, or null once it has ended. */
    async nextCount(): Promise<number | null> {
      for (;;) {
        const block = await this.nextBlock();
        if (block === null) return null;
        const data = /^event: unread\ndata: (\d+)$/.exec(block);
        if (data) return Number(data[1]);
      }
    },
    close: () => controller.abort(),
  };
}

describe.each(databaseTargets)('the live unread count (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });
  let baseUrl: string;
  let maya: Host;
  let theo: Host;
  let eventId: string;

  beforeAll(async () => {
    maya = await host(t, 'Maya Rivers', 'maya@example.com', 'maya-rivers');
    theo = await host(t, 'Theo Okafor', 'theo@example.com', 'theo-sound');
    eventId = (await createEventAs(t.app, maya.cookie, { title: 'Sound Bath' })).id;
    baseUrl = await listen(t);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({ url: '/api/notifications/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to continue.');
    const streamed = await openStream(baseUrl);
    expect(streamed.response.status).toBe(401);
    expect((await streamed.response.json()).message).toBe('Please log in to continue.');
  });

  it('sends the count at once, then again after each change, uncompressed', async () => {
    const stream = await openStream(baseUrl, theo.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(await stream.nextCount()).toBe(0);
      // EventSource is told how long to wait before reconnecting.
      expect(stream.seen[0]).toBe(`retry: ${UNREAD_STREAM_DEFAULTS.retryMs}`);

      // Maya invites Theo: a notification for him.
      const invited = await call('POST', `/api/events/${eventId}/cohosts`, maya.cookie, {
        spaceId: theo.spaceId,
      });
      expect(invited.statusCode).toBe(201);
      expect(await stream.nextCount()).toBe(1);

      const list = (await call('GET', '/api/notifications', theo.cookie)).json();
      const [invitation] = list.notifications;
      expect(
        (await call('POST', `/api/notifications/${invitation.id}/read`, theo.cookie)).statusCode,
      ).toBe(204);
      expect(await stream.nextCount()).toBe(0);

      // Theo accepts: his invitation goes, and Maya's stream hears of her answer notification.
      const mayas = await openStream(baseUrl, maya.cookie);
      try {
        expect(await mayas.nextCount()).toBe(0);
        const accepted = await call(
          'POST',
          `/api/cohost-invitations/${invitation.data.collaboration_id}/accept`,
          theo.cookie,
        );
        expect(accepted.statusCode).toBe(200);
        expect(await mayas.nextCount()).toBe(1);
        expect(await stream.nextCount()).toBe(0);
        expect((await call('DELETE', '/api/notifications', maya.cookie)).statusCode).toBe(204);
        expect(await mayas.nextCount()).toBe(0);
      } finally {
        mayas.close();
      }
    } finally {
      stream.close();
    }
  });

  it(`lets one person open ${UNREAD_STREAM_DEFAULTS.perUser} streams, and frees one when its client leaves`, async () => {
    const streams = [];
    for (let i = 0; i < UNREAD_STREAM_DEFAULTS.perUser; i++) {
      const stream = await openStream(baseUrl, maya.cookie);
      expect(stream.response.status).toBe(200);
      expect(await stream.nextCount()).toBe(0);
      streams.push(stream);
    }
    const refused = await openStream(baseUrl, maya.cookie);
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).message).toBe(TOO_MANY_STREAMS);
    // Someone else is not held back by Maya's tabs.
    const theos = await openStream(baseUrl, theo.cookie);
    expect(theos.response.status).toBe(200);
    expect(await theos.nextCount()).toBe(0);
    theos.close();

    // A tab closes: the server notices, and another may open.
    streams.pop()!.close();
    let again = await openStream(baseUrl, maya.cookie);
    for (let i = 0; i < 100 && again.response.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream(baseUrl, maya.cookie);
    }
    expect(again.response.status).toBe(200);
    expect(await again.nextCount()).toBe(0);
    again.close();
    for (const stream of streams) stream.close();
  });
});

describe('the live unread count on a server that drops silent connections', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // Connections silent for a second are dropped: heartbeats come every half second.
    t = await createTestApp('pglite', {
      httpTimeouts: { headersMs: 1000, requestMs: 1000, connectionMs: 1000, keepAliveMs: 500 },
      rateLimits: { signupPerIp: 1e6 },
    });
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  /** A new member's open stream, once it has sent its first count. */
  const openedStream = async (email: string) => {
    const { cookie } = await signUp(t, { name: 'Rosa Lind', email });
    const stream = await openStream(baseUrl, cookie);
    expect(await stream.nextCount()).toBe(0);
    return { cookie, stream };
  };

  it('keeps the stream open past the idle timeout with keep-alive comments', async () => {
    const { stream } = await openedStream('rosa@example.com');
    // Comments come every half of the 1 s idle timeout; after three the stream has outlived
    // it (a stream the server dropped ends, and reading would fail).
    while (stream.seen.filter((block) => block === ': keep-alive').length < 3)
      expect(await stream.nextBlock()).not.toBeNull();
    stream.close();
  });

  it('ends the stream within a heartbeat of signing out (issue 21)', async () => {
    const { cookie, stream } = await openedStream('rosa.out@example.com');
    expect(await stream.nextBlock()).toBe(': keep-alive');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    // At most the heartbeat already on its way, then the end.
    const after: Array<string | null> = [];
    for (let block = await stream.nextBlock(); ; block = await stream.nextBlock()) {
      after.push(block);
      if (block === null) break;
    }
    expect(after.filter((b) => b !== null && b !== ': keep-alive')).toEqual([]);
    expect(after.length).toBeLessThanOrEqual(2);
  });
});

describe('the live unread count when the server shuts down', () => {
  it('ends every open stream, so closing does not wait for the clients', async () => {
    const t = await createTestApp('pglite');
    const { cookie } = await signUp(t, { name: 'Rosa Lind', email: 'rosa@example.com' });
    const stream = await openStream(await listen(t), cookie);
    expect(await stream.nextCount()).toBe(0);
    await t.close();
    expect(await stream.nextCount()).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the live unread count: two app processes on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp('postgres');
      second = await createTestApp('postgres', { databaseUrl: first.databaseUrl });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('tells a stream open on one process of a notification made through the other', async () => {
      const maya = await host(first, 'Maya Rivers', 'maya@example.com', 'maya-rivers');
      const theo = await host(first, 'Theo Okafor', 'theo@example.com', 'theo-sound');
      const eventId = (await createEventAs(first.app, maya.cookie)).id;
      const stream = await openStream(await listen(second), theo.cookie);
      try {
        expect(await stream.nextCount()).toBe(0);
        const invited = await first.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/cohosts`,
          headers: { cookie: maya.cookie },
          payload: { spaceId: theo.spaceId },
        });
        expect(invited.statusCode).toBe(201);
        expect(await stream.nextCount()).toBe(1);
        await first.app.inject({
          method: 'DELETE',
          url: '/api/notifications',
          headers: { cookie: theo.cookie },
        });
        expect(await stream.nextCount()).toBe(0);
      } finally {
        stream.close();
      }
    });
  },
);

describe('createUnreadStreams', () => {
  const signedIn = async () => true;
  /** Everything a stream sends until it ends. */
  const untilEnd = (body: NodeJS.ReadableStream) =>
    new Promise<string>((resolve) => {
      let text = '';
      body.on('data', (chunk: Buffer) => (text += chunk.toString()));
      body.on('end', () => resolve(text));
    });
  /** Streams told of changes by a signal of their own, reading the count with `countUnread`. */
  const signalledStreams = (
    countUnread: (userId: string) => Promise<number>,
    settings?: Partial<UnreadStreamSettings>,
  ) => {
    const signal = createKeyedSignal({ channel: 'test' });
    const streams = createUnreadStreams({
      listen: signal.listen,
      countUnread,
      onError: () => {},
      settings,
    });
    return { signal, streams };
  };

  it('ends a stream when its time is up, and stops listening for it', async () => {
    const { signal, streams } = signalledStreams(async () => 2, { lifetimeMs: 50 });
    const { body } = streams.open('maya', signedIn);
    expect(signal.listenerCount('maya')).toBe(1);
    expect(await untilEnd(body)).toBe('retry: 5000\n\nevent: unread\ndata: 2\n\n');
    expect(signal.listenerCount()).toBe(0);
    expect(streams.openCount()).toBe(0);
  });

  it('ends a stream at its next heartbeat once its session no longer holds (signed out, suspended)', async () => {
    const { signal, streams } = signalledStreams(async () => 1, { heartbeatMs: 20 });
    let holds = true;
    const { body } = streams.open('maya', async () => holds);
    setTimeout(() => (holds = false), 70);
    const text = await untilEnd(body);
    expect(text.startsWith('retry: 5000\n\nevent: unread\ndata: 1\n\n: keep-alive\n\n')).toBe(true);
    expect(streams.openCount()).toBe(0);
    expect(signal.listenerCount()).toBe(0);
  });

  it('ends the stream when the count cannot be read, rather than go quiet', async () => {
    const errors: unknown[] = [];
    const streams = createUnreadStreams({
      listen: () => () => {},
      countUnread: async () => {
        throw new Error('database unavailable');
      },
      onError: (err) => errors.push(err),
    });
    expect(await untilEnd(streams.open('maya', signedIn).body)).toBe('retry: 5000\n\n');
    expect(errors).toHaveLength(1);
    expect(streams.openCount('maya')).toBe(0);
  });

  it('reads once more for changes that arrive while a count is being read', async () => {
    let unread = 0;
    let reads = 0;
    let release: () => void = () => {};
    const { signal, streams } = signalledStreams(async () => {
      reads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return unread;
    });
    const stream = streams.open('maya', signedIn);
    const sent = untilEnd(stream.body);
    // Three changes while the first count is still being read: one more read covers them all.
    unread = 3;
    signal.send('maya');
    signal.send('maya');
    signal.send('maya');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    stream.close();
    expect(await sent).toBe('retry: 5000\n\nevent: unread\ndata: 3\n\nevent: unread\ndata: 3\n\n');
    expect(reads).toBe(2);
  });
});
