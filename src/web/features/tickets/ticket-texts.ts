import type { EventTickets } from '@shared/tickets/ticket-schemas';

/** The event's refund policy in one sentence for guests. */
export function refundPolicyText(
  policy: Pick<EventTickets, 'refundPolicy' | 'refundDays'>,
): string {
  switch (policy.refundPolicy) {
    case 'none':
      return 'Bookings cannot be refunded.';
    case 'always':
      return 'You can cancel for a refund until the event starts.';
    default:
      return policy.refundDays === 0
        ? 'You can cancel for a refund until the day of the event.'
        : `You can cancel for a refund up to ${policy.refundDays} ${policy.refundDays === 1 ? 'day' : 'days'} before the event.`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What cancelling a booking now means for its money, in words: nothing to pay back, or the
 * event's refund policy and whether it still pays back (as the server's `refundDue` decides).
 */
export function cancellationMoneyText(
  booking: { totalPence: number; status: string; startsAt: string },
  policy: Pick<EventTickets, 'refundPolicy' | 'refundDays'>,
  now = new Date(),
): string {
  if (booking.totalPence === 0) return 'This booking is free, so there is nothing to refund.';
  if (booking.status !== 'confirmed')
    return 'Nothing has been paid through Kindred. If you have already paid the host, ask them about a refund.';
  const startsAt = Date.parse(booking.startsAt);
  const due =
    policy.refundPolicy === 'always' ||
    (policy.refundPolicy === 'until_days_before' &&
      now.getTime() <= startsAt - policy.refundDays * DAY_MS);
  const policyText = refundPolicyText(policy);
  return due
    ? `${policyText} You will get your money back.`
    : policy.refundPolicy === 'none'
      ? `${policyText} You will not get your money back.`
      : `${policyText} It is too late for a refund now.`;
}
