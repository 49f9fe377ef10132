import { lazyPart } from '@web/lib/lazy-part';

/**
 * The cards of a list of events, a chunk of their own. They are links, which work before their
 * code has arrived: a list drawn on the server is taken over without waiting for it (ADR 29).
 */
export const EventGrid = lazyPart(
  'event-grid',
  () => import('@web/components/event-card').then((module) => module.EventGrid),
  { hydrateWhenLoaded: true },
);
