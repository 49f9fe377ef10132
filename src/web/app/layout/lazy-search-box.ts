import { lazyPart } from '@web/lib/lazy-part';

/**
 * The header's search box, a chunk of its own: only home shows it. It works before its code has
 * arrived (a plain form: Enter asks the server for /?q=…, and text typed meanwhile is searched
 * once it has), so a page drawn on the server is taken over without waiting for it (ADR 29).
 */
export const EventSearchBox = lazyPart(
  'event-search-box',
  () =>
    import('@web/features/events/components/event-search-box').then(
      (module) => module.EventSearchBox,
    ),
  { hydrateWhenLoaded: true },
);
