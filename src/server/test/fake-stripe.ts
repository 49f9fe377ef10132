import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import type { StripeApi } from '../features/tickets/payments/stripe-payments';

/** A request the fake received: its form fields flat, as the SDK encoded them. */
export type FakeStripeRequest = {
  method: string;
  path: string;
  /** `line_items[0][price_data][unit_amount]` → `"1100"`, and so on. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment';
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  livemode: false;
};

export type FakeStripe = {
  /** What `createTestApp` takes as `stripe`: keys, and the SDK pointed here. */
  options: { settings: StripeSettings; api: StripeApi };
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** While true, every API request is answered 503, as Stripe in an outage would. */
  down: boolean;
  /** The session paid (as Stripe keeps it after checkout), and the event saying so. */
  pay: (sessionId: string, type?: string) => FakeStripeEvent;
  /** The session run out, and the event saying so. */
  expire: (sessionId: string) => FakeStripeEvent;
  /** A signed delivery of `event`: its body, and the Stripe-Signature header for it. */
  /** `signedAt` (seconds since 1970) dates the signature; now by default. */
  signed: (
    event: object,
    secret?: string,
    signedAt?: number,
  ) => { body: string; signature: string };
  close: () => Promise<void>;
};

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  type: string;
  data: { object: unknown };
};

const settings: StripeSettings = {
  secretKey: 'sk_test_kindred_fake',
  webhookSecret: 'whsec_kindred_fake_secret',
};

/**
 * Stripe's API, faked at the HTTP level on localhost, for the real SDK to talk to: it opens
 * Checkout Sessions, reads them back and makes refunds, answering Stripe-shaped JSON, honouring
 * idempotency keys as Stripe does, and recording every request.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, unknown>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(6, '0')}`;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse, message: string) =>
    answer(response, 404, { error: { type: 'invalid_request_error', message } });

  function handle(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const form = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey });
    if (fake.down)
      return answer(response, 503, {
        error: { type: 'api_error', message: 'The fake Stripe is down.' },
      });
    const replay = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
    if (replay) return answer(response, 200, replay);
    const remember = (result: unknown) => {
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, result);
      return answer(response, 200, result);
    };

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = nextId('cs');
      let amount = 0;
      for (let i = 0; form[`line_items[${i}][quantity]`]; i++)
        amount +=
          Number(form[`line_items[${i}][quantity]`]) *
          Number(form[`line_items[${i}][price_data][unit_amount]`]);
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (name) metadata[name] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: 'payment',
        currency: form.currency ?? 'gbp',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: amount,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata,
        expires_at: Number(form.expires_at),
        livemode: false,
      };
      sessions.set(id, session);
      return remember(session);
    }
    const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      return session ? answer(response, 200, session) : notFound(response, 'No such session');
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const paid = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
      if (!paid) return notFound(response, 'No such payment_intent');
      return remember({
        id: nextId('re'),
        object: 'refund',
        amount: Number(form.amount ?? paid.amount_total),
        currency: paid.currency,
        payment_intent: paid.payment_intent,
        status: 'succeeded',
        metadata: {},
      });
    }
    return notFound(response, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString(), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown): FakeStripeEvent => ({
    id: nextId('evt'),
    object: 'event',
    type,
    data: { object },
  });

  const fake: FakeStripe = {
    options: { settings, api: { host: '127.0.0.1', port, protocol: 'http' } },
    requests,
    sessions,
    down: false,
    pay(sessionId, type = 'checkout.session.completed') {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? nextId('pi'),
      });
      return event(type, { ...session });
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return event('checkout.session.expired', { ...session });
    },
    signed(payload, secret = settings.webhookSecret, signedAt) {
      const body = JSON.stringify({
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        ...payload,
      });
      return {
        body,
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret,
          timestamp: signedAt,
        }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive; they would hold the server open.
        server.closeAllConnections();
      }),
  };
  return fake;
}
