import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { firstName, mailBody } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';

/** "19:05 on Sunday 21 June (London time)": when an offer runs out. */
export function londonDeadline(at: Date): string {
  return `${format(new TZDate(at, 'Europe/London'), "HH:mm 'on' EEEE d MMMM")} (London time)`;
}

export type WaitlistOffer = {
  eventTitle: string;
  quantity: number;
  /** A free place paid forward by another guest, rather than places of a sold-out ticket. */
  concession: boolean;
  expiresAt: Date;
};

/** The notification's one line: "A place is free at {event}: book it by {London time}". */
export function offerMessage(offer: WaitlistOffer): string {
  const by = londonDeadline(offer.expiresAt);
  if (offer.concession)
    return `A free place paid forward is yours at ${offer.eventTitle}: claim it by ${by}`;
  return offer.quantity === 1
    ? `A place is free at ${offer.eventTitle}: book it by ${by}`
    : `${offer.quantity} places are free at ${offer.eventTitle}: book them by ${by}`;
}

/** The e-mail that tells someone in line that places are held for them, and until when. */
export function waitlistOfferMail(
  to: { email: string; name: string },
  offer: WaitlistOffer,
  eventUrl: string,
): Mail {
  const by = londonDeadline(offer.expiresAt);
  const one = offer.quantity === 1;
  const intro = offer.concession
    ? `Good news: a place paid forward by another guest is free for you at ${offer.eventTitle}. It is held for you until ${by}.`
    : `Good news: ${one ? 'a place is' : `${offer.quantity} places are`} free at ${offer.eventTitle}. ${one ? 'It is' : 'They are'} held for you until ${by}.`;
  const held = `If you do not ${offer.concession ? 'claim' : 'book'} ${one ? 'it' : 'them'} by then, ${one ? 'it goes' : 'they go'} to the next person waiting.`;
  const action = offer.concession
    ? 'Claim your free place'
    : one
      ? 'Book your place'
      : 'Book your places';
  const subject = offer.concession
    ? `A free place is yours at ${offer.eventTitle}`
    : `${one ? 'A place is' : 'Places are'} free at ${offer.eventTitle}`;
  return {
    to: to.email,
    subject,
    ...mailBody({
      hello: firstName(to.name),
      blocks: [intro, held, { label: action, url: eventUrl }],
    }),
  };
}
