import type { EventTickets } from '@shared/tickets/ticket-schemas';

/**
 * A London-time format made on its first use, not when this module loads: each Intl format
 * built loads locale and time-zone data, a tenth of a second or more on a phone, and the event
 * page imports this module while usually needing none of them (issue 14).
 */
function londonFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (instant: Date) =>
    (format ??= new Intl.DateTimeFormat(locale, { timeZone: 'Europe/London', ...options })).format(
      instant,
    );
}

const momentInLondon = londonFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Londoners read it: "Sat 20 Jun, 19:00". */
export function londonMoment(iso: string): string {
  return momentInLondon(new Date(iso));
}

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

const dayAndTimeInLondon = londonFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeInLondon = londonFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
});
const dayInLondon = londonFormat('en-CA', {});

/** "Saturday 20 June 2099 at 19:00 to 22:00 (London time)". */
export function londonWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = dayInLondon(start) === dayInLondon(end);
  const to = sameDay ? timeInLondon(end) : dayAndTimeInLondon(end);
  return `${dayAndTimeInLondon(start)} to ${to} (London time)`;
}

/** "19:05": when a hold runs out, in London time. */
export const londonClock = (iso: string) => timeInLondon(new Date(iso));

const dateAndTimeInLondon = londonFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "20 Jun 2025, 19:04": when an order was made, in London time. */
export const londonDateTime = (iso: string) => dateAndTimeInLondon(new Date(iso));

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
