/**
 * How a paid order is paid. Two implementations: the embedded default (no account anywhere:
 * paid tickets are paid at the door or by bank transfer, as the host's instructions say, and the
 * host marks them paid) and Stripe Checkout when its keys are configured.
 */
export type CheckoutRequest = {
  orderId: string;
  reference: string;
  email: string;
  /** What the guest is charged for, line by line, fees included when the guest pays them. */
  items: Array<{ name: string; quantity: number; unitAmountPence: number }>;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { providerRef: string; checkoutUrl: string };

/** A payment the provider reports as complete, for the order it was made for. */
export type CompletedPayment = { providerEventId: string; orderId: string; providerRef: string };

export type PaymentProvider = {
  name: 'embedded' | 'stripe';
  /** 'card': the guest pays online now; 'offline': as the host's instructions say. */
  payment: 'card' | 'offline';
  startCheckout?: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** Pays back `amountPence` of the payment behind `providerRef`. */
  refund?: (providerRef: string, amountPence: number) => Promise<void>;
};

export const embeddedPayments: PaymentProvider = { name: 'embedded', payment: 'offline' };
