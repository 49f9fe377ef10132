import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { handleStripeEvent, type PaymentLinks } from './payment-webhooks';
import type { StripeEvent, StripePayments } from './stripe-payments';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

const receivedSchema = z.object({ received: z.literal(true) });

const invalidSignature = () => new AppError('BAD_REQUEST', 'Invalid signature');

/**
 * Stripe's notifications of payments (issue 13): `POST /api/payments/stripe/webhook`, checked
 * against the endpoint's signing secret. Stripe signs the bytes it sent, so this route, in a
 * scope of its own, keeps the body as it came instead of parsing it as JSON.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  { db, links, stripe }: { db: Database; links: PaymentLinks; stripe: StripePayments | null },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          description:
            'Stripe calls this with its events, signed in the Stripe-Signature header. Unsigned or wrongly signed requests get 400.',
          response: { 200: receivedSchema },
        },
      },
      async (request) => {
        if (!stripe)
          throw new AppError('NOT_FOUND', 'Card payments through Stripe are not set up here.');
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string' || !signature)
          throw invalidSignature();
        let event: StripeEvent;
        try {
          event = stripe.verifiedEvent(request.body, signature);
        } catch {
          throw invalidSignature();
        }
        await handleStripeEvent(db, links, event);
        return { received: true as const };
      },
    );
  });
}
