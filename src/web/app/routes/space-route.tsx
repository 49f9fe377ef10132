import FacilitatorPage from '@web/features/spaces/pages/facilitator-page';
import { lazyPart } from '@web/lib/lazy-part';

export { loader } from '@web/features/spaces/pages/facilitator-page';

// Guests' testimonials (issue 25): drawn in the browser only, their code in chunks of their own
// so the space's first screen carries none of it (ADR 29's budget).
const SpaceTestimonials = lazyPart(
  'space-testimonials',
  () => import('@web/features/testimonials/components/space-testimonials').then((m) => m.default),
  { hydrateWhenLoaded: true },
);

/** A facilitator's space with what guests say of them (the testimonials feature's section). */
export default function SpaceRoute() {
  return <FacilitatorPage testimonials={(space) => <SpaceTestimonials space={space} />} />;
}
