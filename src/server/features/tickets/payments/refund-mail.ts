import { formatPence } from '../../../../shared/tickets/money';
import { firstName, mailBody } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';
import { HOLD_MINUTES } from '../kernel/holds';
import type { OrderRow } from '../kernel/orders.repository';

/** Why a card payment was paid back as soon as it arrived. */
export type RefundReason = 'sold_out' | 'cancelled';

/**
 * Tells a guest their card payment was refunded in full, and why: it arrived after their hold ran
 * out and the places had gone meanwhile, or after their booking was cancelled.
 */
export function refundMail(
  order: Pick<OrderRow, 'name' | 'email' | 'reference' | 'totalPence'>,
  eventTitle: string,
  reason: RefundReason,
): Mail {
  const amount = formatPence(order.totalPence);
  const why =
    reason === 'sold_out'
      ? `Your card payment for ${eventTitle} reached us after the ${HOLD_MINUTES} minutes we keep places for a checkout, and by then the last places had gone to other guests. We're sorry.`
      : `Your booking for ${eventTitle} was cancelled before your card payment reached us.`;
  const refunded = `We have refunded the full ${amount} to your card. It usually shows on your statement within 5 to 10 working days.`;
  return {
    to: order.email,
    subject: `Your payment for ${eventTitle} was refunded (${order.reference})`,
    ...mailBody({
      hello: firstName(order.name),
      blocks: [why, refunded, `Booking reference: ${order.reference}`],
    }),
  };
}
