import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { EventDetail } from '../../../../shared/events/event-schemas';
import { formatPence } from '../../../../shared/tickets/money';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { firstName, mailBody } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';
import { bookingPageUrl, londonWhen, whereText } from './booking-mail';

/** How much of the description a reminder quotes: a paragraph, not the whole page. */
const DESCRIPTION_QUOTE_LENGTH = 400;

/**
 * The start of the event's description, cut at a word: what the host wants guests to know, often
 * near the top ("Bring a blanket."), beside what to bring and the access notes when the host
 * filled them in (issue 25).
 */
export function descriptionStart(description: string): string {
  const text = description.trim();
  const chars = Array.from(text);
  if (chars.length <= DESCRIPTION_QUOTE_LENGTH) return text;
  const cut = chars.slice(0, DESCRIPTION_QUOTE_LENGTH).join('');
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "Saturday at 19:00", London time: the reminder's subject. */
function londonDayAndTime(startsAt: string): string {
  return format(new TZDate(startsAt, 'Europe/London'), "EEEE 'at' HH:mm");
}

/**
 * A booked guest's reminder, 24 hours before the event (issue 23): when and where (the place, or
 * the online joining link), what the host asked them to know or bring, the event as a calendar
 * file, and their booking's page, where they find their tickets or cancel, so that a place they
 * cannot use goes to someone waiting.
 */
export function reminderMail(
  order: Order,
  event: EventDetail,
  { publicUrl, calendarFile }: { publicUrl: string; calendarFile: string },
): Mail {
  const bookingUrl = bookingPageUrl(publicUrl, order);
  const places = order.tickets.length;
  const about = descriptionStart(event.description);
  const body = mailBody({
    hello: firstName(order.name),
    blocks: [
      `A reminder that you're booked for ${event.title}.`,
      [
        `When: ${londonWhen(event)}`,
        `Where: ${whereText(event)}`,
        `Booking reference: ${order.reference}${places > 1 ? ` (${places} places)` : ''}`,
      ].join('\n'),
      order.status === 'awaiting_payment' &&
        `Still to pay: ${formatPence(order.totalPence)}. ${order.paymentInstructions || 'The host will tell you how to pay.'}`,
      about && `From the host:\n${about}`,
      event.whatToExpect.whatToBring && `What to bring:\n${event.whatToExpect.whatToBring}`,
      event.whatToExpect.accessNotes && `Access:\n${event.whatToExpect.accessNotes}`,
      {
        before: 'Your tickets are in your booking e-mail and on ',
        label: 'your booking',
        url: bookingUrl,
        end: '.',
      },
      {
        before: "Can't come after all? Cancelling lets someone else have your place. ",
        label: 'Cancel your booking',
        url: bookingUrl,
        end: '.',
      },
      'The calendar file attached adds the event to your calendar.',
    ],
  });
  return {
    to: order.email,
    subject: `Reminder: ${event.title}, ${londonDayAndTime(event.startsAt)}`,
    ...body,
    attachments: [
      {
        filename: 'event.ics',
        content: calendarFile,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
