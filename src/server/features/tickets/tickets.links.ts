import type { Database } from '../../db/client';
import type { QueuedMail } from '../../lib/mailer';
import type { PaymentProvider } from './payments/payment-provider';
import type { NotificationInput } from '../../lib/notification-input';

/** What booking needs of the rest of the app, handed in by `composition/`. */
export type TicketLinks = {
  /** Whether this person is an accepted co-host of the event (the co-hosts feature). */
  isCohost: (eventId: string, userId: string) => Promise<boolean>;
  /** Card payments through Stripe when configured, else the embedded offline payments. */
  payments: PaymentProvider;
  /**
   * Writes the price cards show, in the transaction `tx` (events feature): the least a place
   * costs, and whether some cost more ("From £12").
   */
  setEventFromPrice: (
    tx: Database,
    eventId: string,
    price: { pence: number; varies: boolean },
  ) => Promise<void>;
  /** An order was confirmed or awaits payment: its guest is sent the booking (queued). */
  onBooked: (orderId: string) => Promise<void>;
  /**
   * Places of this event may have come free (a cancellation, a hold or an offer that ran out,
   * more capacity, places paid forward): the waitlist offers them to whoever waits first.
   * Never rejects; a failure is logged, and the sweeper offers them later.
   */
  placesFreed: (eventId: string) => Promise<void>;
  /** Tells a signed-in person something in the app (the notifications feature). */
  notify: (notification: NotificationInput) => Promise<void>;
  /** Queues an e-mail. */
  queueMail: (mail: QueuedMail) => Promise<void>;
  /** Public answers changed: places left, an event's price. */
  changed: () => void;
  publicUrl: string;
  warn: (error: unknown, message: string) => void;
};
