import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { EventDetail } from '../../../../shared/events/event-schemas';
import { locationText } from '../../../../shared/events/display-event';
import { formatPence } from '../../../../shared/tickets/money';
import type { Order } from '../../../../shared/tickets/ticket-schemas';
import { firstName, mailBody } from '../../../lib/mail-body';
import type { Mail, MailAttachment } from '../../../lib/mailer';

/** "Saturday 20 June 2099, 19:00 to 22:00 (London time)": every date in Kindred is London's. */
export function londonWhen(event: Pick<EventDetail, 'startsAt' | 'endsAt'>): string {
  const start = new TZDate(event.startsAt, 'Europe/London');
  const end = new TZDate(event.endsAt, 'Europe/London');
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  const to = sameDay ? format(end, 'HH:mm') : format(end, 'EEEE d MMMM yyyy, HH:mm');
  return `${format(start, 'EEEE d MMMM yyyy, HH:mm')} to ${to} (London time)`;
}

/** Where a booked guest goes: the full address, or the online joining link. */
export function whereText(event: EventDetail): string {
  return event.locationType === 'online'
    ? `Online${event.onlineLink ? `: ${event.onlineLink}` : ''}`
    : [event.venue, event.city, event.postcode, event.country].filter(Boolean).join(', ') ||
        locationText(event);
}

/** The booking's own page, opened with its key: no account needed to see or cancel it. */
export const bookingPageUrl = (publicUrl: string, order: Pick<Order, 'id' | 'accessKey'>) =>
  `${publicUrl}/ticket-success?order=${order.id}&key=${order.accessKey}`;

/** What a ticket's QR code holds: the address of that ticket, which the door scanner reads. */
export const ticketUrl = (publicUrl: string, code: string) => `${publicUrl}/t/${code}`;

/** The QR code's width in pixels (at most), and its quiet zone in modules. */
const QR_WIDTH = 360;
const QR_MARGIN = 2;

/**
 * A QR code as a PNG, large enough to scan from a phone held up at the door. The modules come
 * from `qrcode`; the picture is drawn one pixel a module, scaled up without smoothing and
 * written as a two-colour PNG by sharp (libvips, off the main thread): `qrcode`'s own PNG writer
 * took 21 ms of the event loop per code and held mail to about 20 a second (issue 21).
 */
export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QR_MARGIN;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) pixels[(y + QR_MARGIN) * side + x + QR_MARGIN] = 0;
  const scaled = side * Math.max(1, Math.floor(QR_WIDTH / side));
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(scaled, scaled, { kernel: 'nearest' })
    .png({ palette: true, colours: 2, effort: 1 })
    .toBuffer();
}

/**
 * The booking, by e-mail: what was booked, when and where (London time), how to pay when it is
 * still to pay, each ticket's QR code, and the event as a calendar file.
 */
export async function bookingMail(
  order: Order,
  event: EventDetail,
  {
    publicUrl,
    calendarFile,
    inviteToSignUp = false,
  }: { publicUrl: string; calendarFile: string; inviteToSignUp?: boolean },
): Promise<Mail> {
  const awaiting = order.status === 'awaiting_payment';
  const where = whereText(event);
  const bookingUrl = bookingPageUrl(publicUrl, order);
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.ticketName}${line.unitPricePence > 0 ? ` at ${formatPence(line.unitPricePence)}` : ''}`,
  );
  const total =
    order.totalPence === 0
      ? 'Free'
      : `${formatPence(order.totalPence)}${order.feeMode === 'guest' && order.feePence > 0 ? ` (including ${formatPence(order.feePence)} booking fee)` : ''}`;
  const payment = awaiting
    ? `Still to pay: ${formatPence(order.totalPence)}. ${order.paymentInstructions || 'The host will tell you how to pay.'}`
    : null;
  const qrCodes: Array<MailAttachment & { cid: string }> = await Promise.all(
    order.tickets.map(async (ticket, i) => ({
      filename: `ticket-${i + 1}.png`,
      content: await qrPng(ticketUrl(publicUrl, ticket.code)),
      contentType: 'image/png',
      cid: `ticket-${i + 1}@kindred`,
    })),
  );
  const signUpUrl = `${publicUrl}/signup?${new URLSearchParams({ email: order.email })}`;
  const invitation = inviteToSignUp
    ? 'Create your Kindred account with this e-mail to keep your bookings together'
    : null;
  const subject = awaiting
    ? `Your place at ${event.title} is reserved: ${order.reference}`
    : `You're booked: ${event.title} (${order.reference})`;
  const intro = awaiting
    ? `Your place at ${event.title} is reserved.`
    : `You're booked for ${event.title}.`;
  const body = mailBody({
    hello: firstName(order.name),
    blocks: [
      intro,
      [
        `Booking reference: ${order.reference}`,
        `When: ${londonWhen(event)}`,
        `Where: ${where}`,
        ...lines,
        `Total: ${total}`,
      ].join('\n'),
      payment,
      {
        before: 'Show the QR code attached to this e-mail at the door (one per ticket), or ',
        label: 'open your booking',
        url: bookingUrl,
        end: '.',
      },
      // Each ticket's code is shown in the HTML as well as attached, ready at the door.
      ...qrCodes.map((qr, i) => ({
        image: {
          cid: qr.cid,
          alt: `QR code for ticket ${i + 1} of ${qrCodes.length}`,
          width: 180,
          height: 180,
        },
      })),
      'The calendar file attached adds the event to your calendar.',
      invitation && { label: invitation, url: signUpUrl, end: '.' },
    ],
  });
  return {
    to: order.email,
    subject,
    ...body,
    attachments: [
      ...qrCodes,
      {
        filename: 'event.ics',
        content: calendarFile,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
