import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';
import { londonWhen } from './booking-mail';

/** The host's words as HTML: nothing they typed is markup; blank lines part paragraphs. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

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
  const about = `${senderName} wrote to everyone booked for ${event.title} (${when}).`;
  const text = [
    message,
    '—',
    about,
    ...bookings.map((b) => `Your booking ${b.reference}: ${b.url}`),
    'Kindred — connecting hearts and healing communities',
  ].join('\n\n');
  const html = [
    paragraphs(message),
    '<hr>',
    `<p>${escapeHtml(about)}</p>`,
    ...bookings.map(
      (b) => `<p><a href="${escapeHtml(b.url)}">Your booking ${escapeHtml(b.reference)}</a></p>`,
    ),
    '<p>Kindred — connecting hearts and healing communities</p>',
  ].join('');
  return { to, subject: `${subject} (${event.title})`, text, html };
}
