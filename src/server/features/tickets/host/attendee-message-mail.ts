import { mailBody } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';
import { londonWhen } from '../booking/booking-mail';

/**
 * A host's message to one guest of their event, with where the guest's booking is (one link per
 * booking, for a guest who booked more than once).
 */
export function attendeeMessageMail({
  to,
  subject,
  message,
  senderName,
  event,
  bookings,
}: {
  to: string;
  subject: string;
  message: string;
  senderName: string;
  event: { title: string; startsAt: Date; endsAt: Date };
  bookings: Array<{ reference: string; url: string }>;
}): Mail {
  const when = londonWhen({
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
  });
  return {
    to,
    subject: `${subject} (${event.title})`,
    // The host's words as they typed them (never markup), then what Kindred adds under a line.
    ...mailBody({
      blocks: [
        message,
        { rule: true },
        `${senderName} wrote to everyone booked for ${event.title} (${when}).`,
        ...bookings.map((b) => ({ label: `Your booking ${b.reference}`, url: b.url })),
      ],
    }),
  };
}
