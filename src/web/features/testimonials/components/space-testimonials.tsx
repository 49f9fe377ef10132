import { Suspense } from 'react';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';

const TestimonialsSection = lazyPart('testimonials-section', () =>
  import('./testimonials-section').then((module) => module.TestimonialsSection),
);

/**
 * "Testimonials" on a facilitator's space (issue 25), for the space page to draw.
 *
 * The space's route reads the first page with the space (`spaceTestimonialsQuery`), so the
 * server draws them with the page, for readers without JavaScript and for search engines; the
 * browser takes them over from the HTML without asking again.
 *
 * A module of its own, with almost nothing in it, that loads the section: the space page is at
 * its JavaScript budget (ADR 29), and each chunk its lazy parts import statically is named in
 * its own code. This one's are already named there.
 */
export default function SpaceTestimonials({
  space,
}: {
  space: Pick<PublicSpace, 'id' | 'displayName'>;
}) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <TestimonialsSection spaceId={space.id} facilitatorName={space.displayName} />
    </Suspense>
  );
}
