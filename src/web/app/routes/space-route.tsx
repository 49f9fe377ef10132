import FacilitatorPage, { loadSpace } from '@web/features/spaces/pages/facilitator-page';
import { spaceTestimonialsQuery } from '@web/features/testimonials/api/space-testimonials';
import { lazyPart, preloadLazyParts } from '@web/lib/lazy-part';
import { queryLoader } from '@web/lib/query-loader';

/**
 * A space, then its first page of testimonials: on a page the server draws, both are in the HTML
 * (a failed read of the testimonials leaves them to the browser).
 */
export const loader = queryLoader(async (client, args) => {
  preloadLazyParts(['space-testimonials', 'testimonials-section']);
  const space = await loadSpace(client, args);
  if (space)
    await client.ensureInfiniteQueryData(spaceTestimonialsQuery(space.id)).catch(() => undefined);
});

// Guests' testimonials (issue 25): drawn with the page, their code in chunks of their own so the
// space's own chunk carries none of it (ADR 29's budget).
const SpaceTestimonials = lazyPart(
  'space-testimonials',
  () => import('@web/features/testimonials/components/space-testimonials').then((m) => m.default),
  { hydrateWhenLoaded: true },
);

/** A facilitator's space with what guests say of them (the testimonials feature's section). */
export default function SpaceRoute() {
  return <FacilitatorPage testimonials={(space) => <SpaceTestimonials space={space} />} />;
}
