import { Suspense, useSyncExternalStore } from 'react';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';

const TestimonialsSection = lazyPart('testimonials-section', () =>
  import('./testimonials-section').then((module) => module.TestimonialsSection),
);

const noSubscription = () => () => undefined;

/**
 * "Testimonials" on a facilitator's space (issue 25), for the space page to draw.
 *
 * The server draws none of it: its reads are not in the page's loader, so it would draw a
 * loading state that the browser then replaces. The browser draws it once it has taken the page
 * over (while hydrating React reads `false`, as the server did, then draws again), and at once on
 * a space opened within the app.
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
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <TestimonialsSection spaceId={space.id} facilitatorName={space.displayName} />
    </Suspense>
  );
}
