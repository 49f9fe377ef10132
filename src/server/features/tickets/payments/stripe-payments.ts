import type { StripeSettings } from '../../../config';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider';

/**
 * Where the Stripe SDK sends its requests: Stripe's own API unless told otherwise (the tests
 * point it at a fake Stripe on localhost).
 */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' };

/** A notification Stripe signed, as the webhook hands it on (the fields Kindred reads). */
export type StripeEvent = { id: string; type: string; data: { object: unknown } };

export type StripePayments = PaymentProvider & {
  name: 'stripe';
  payment: 'card';
  startCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  refund: (providerRef: string, amountPence: number) => Promise<void>;
  /** The event in a webhook's body, if Stripe signed exactly these bytes; else it throws. */
  verifiedEvent: (rawBody: Buffer, signature: string) => StripeEvent;
};

/**
 * How long a Checkout Session stays payable. Stripe's least is 30 minutes from when it makes the
 * session; one more covers the request's way there and a clock a little ahead of ours.
 */
export const CHECKOUT_SESSION_MINUTES = 31;
/** How far from now a webhook's signature may be dated, either way: Stripe's own default. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Card payments through Stripe Checkout: a hosted page per held order, in pounds, and refunds of
 * what it took. Every call that makes something at Stripe carries an idempotency key made from
 * the order, so a retried call (the SDK's own retries, or ours) never opens a second session or
 * refunds twice. The SDK is loaded only when Stripe is configured.
 */
export async function createStripePayments(
  settings: StripeSettings,
  api?: StripeApi,
): Promise<StripePayments> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(settings.secretKey, {
    // A guest waits for the checkout page: a slow Stripe fails the booking (and frees its
    // places) in seconds, not after the SDK's default of 80.
    timeout: 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Kindred' },
    ...api,
  });

  return {
    name: 'stripe',
    payment: 'card',

    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          line_items: request.items.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: 'gbp',
              unit_amount: item.unitAmountPence,
              product_data: { name: item.name },
            },
          })),
          customer_email: request.email,
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId, reference: request.reference },
          payment_intent_data: {
            description: `Kindred booking ${request.reference}`,
            metadata: { order_id: request.orderId, reference: request.reference },
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
        },
        { idempotencyKey: `kindred-checkout-${request.orderId}` },
      );
      if (!session.url)
        throw new Error(`Stripe opened Checkout Session ${session.id} without a URL`);
      return { providerRef: session.id, checkoutUrl: session.url };
    },

    async refund(providerRef, amountPence) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Checkout Session ${providerRef} took no payment`);
      const orderId = session.metadata?.order_id ?? session.client_reference_id ?? providerRef;
      try {
        await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountPence, metadata: { order_id: orderId } },
          { idempotencyKey: `kindred-refund-${orderId}-${amountPence}` },
        );
      } catch (error) {
        // Refunded already (a retry after Stripe forgot the idempotency key, a day on): done.
        if ((error as { code?: string }).code === 'charge_already_refunded') return;
        throw error;
      }
    },

    verifiedEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
      // Stripe's library refuses a signature more than five minutes old; one dated more than
      // five minutes ahead is refused here too (issue 21): no true delivery comes from the future.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (!(signedAt <= Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS))
        throw new Error('Stripe-Signature is dated in the future');
      return event;
    },
  };
}
