/**
 * The card's code, fetched in two steps: the event page's chunk imports only this module, and
 * this module the card. Vite writes beside each dynamic import the chunks it needs (eleven for
 * the card: its form, the confirm dialog, the shared schemas), and in the event page's chunk
 * that list cost 0.11 kB of the page's 130 kB budget (ADR 29); here it costs the page nothing.
 * The price is one small request more, for signed-in people only, before a part below the fold.
 */
export default function loadYourTestimonialCard() {
  return import('./your-testimonial-card').then((module) => module.YourTestimonialCard);
}
