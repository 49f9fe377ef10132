import { useEffect, useId, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { useSpaceTestimonials } from '../api/space-testimonials';
import { TestimonialCard } from './testimonial-card';

export type TestimonialsSectionProps = {
  spaceId: string;
  /** Whose space it is: the replies are theirs. */
  facilitatorName: string;
};

/**
 * "Testimonials" with their count, a page at a time: each card, "Show more testimonials", and
 * the loading, error and empty states.
 */
export function TestimonialsSection({ spaceId, facilitatorName }: TestimonialsSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const query = useSpaceTestimonials(spaceId);
  const pages = query.data?.pages;
  const testimonials = pages?.flatMap((page) => page.testimonials) ?? [];
  const total = pages?.[0]?.total;

  // Once the next page is drawn, the first of its testimonials takes the focus: reading on from
  // there, and the button (gone after the last page) is below them.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || first >= testimonials.length) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[first]?.focus();
  }, [testimonials.length]);
  const showMore = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = testimonials.length;
    void query.fetchNextPage();
  };
  const tryAgain = async () => {
    if (query.isFetching) return;
    const answer = await query.refetch();
    if (!answer.isError) heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-forest-900"
      >
        Testimonials
        {total !== undefined && <span className="font-normal text-ink-muted"> ({total})</span>}
      </h2>
      {query.isPending ? (
        <LoadingSkeletons label="Loading testimonials" className="grid gap-4">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </LoadingSkeletons>
      ) : query.isError && !pages ? (
        <Card variant="flat" className="grid justify-items-start gap-3 p-5">
          <p className="font-medium text-ink">We could not load the testimonials.</p>
          <p className="text-sm text-ink-muted">{query.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void tryAgain()}
            aria-disabled={query.isFetching || undefined}
          >
            {query.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </Card>
      ) : testimonials.length === 0 ? (
        <Card variant="flat" className="p-5 text-ink-muted" asChild>
          <p>No testimonials yet. Guests can write one after they attend an event.</p>
        </Card>
      ) : (
        <>
          <ul ref={list} className="grid gap-4">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} tabIndex={-1} className="rounded-2xl">
                <TestimonialCard
                  testimonial={testimonial}
                  facilitatorName={facilitatorName}
                  onDeleted={() => heading.current?.focus()}
                />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              We could not load more testimonials. {query.error?.message}
            </p>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={showMore}
              aria-disabled={query.isFetchingNextPage || undefined}
            >
              {query.isFetchingNextPage ? 'Loading more…' : 'Show more testimonials'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
