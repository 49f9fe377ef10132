/**
 * Testimonials from real guests (issue 25), kept free of zod so the space page can show them
 * without loading the schemas (testimonial-schemas.ts adds them).
 */

/** A testimonial, and a facilitator's reply to one, is at most this many characters. */
export const TESTIMONIAL_MAX = 1000;

/** A guest may write one for this many days after the event ends. */
export const TESTIMONIAL_WINDOW_DAYS = 60;

/** The space shows this many at a time, newest first. */
export const TESTIMONIALS_PAGE_SIZE = 10;

/** What the writer reads when the Kindred team hides their testimonial, in-app and by e-mail. */
export const TESTIMONIAL_HIDDEN_NOTIFICATION = 'testimonial_hidden';
export const testimonialHiddenMessage = (eventTitle: string, reason: string) =>
  `Your testimonial for “${eventTitle}” was hidden by the Kindred team: ${reason}`;

/**
 * Why a signed-in person may not write a testimonial for an event, in the words the event page
 * shows them; the server refuses with the same words.
 */
export const TESTIMONIAL_REFUSALS = {
  host: 'You host this event, so you cannot write a testimonial for it.',
  cohost: 'You co-host this event, so you cannot write a testimonial for it.',
  notGuest: 'Only guests with a confirmed place can write a testimonial for this event.',
  cancelled: 'Your booking for this event was cancelled, so you cannot write a testimonial for it.',
  notYet: 'You can write a testimonial once the event has ended or your place is checked in.',
  tooLate: `Testimonials can be written for ${TESTIMONIAL_WINDOW_DAYS} days after an event.`,
  written: 'You have already written a testimonial for this event.',
} as const;
export type TestimonialRefusal = keyof typeof TESTIMONIAL_REFUSALS;
