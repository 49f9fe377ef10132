import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Testimonial, TestimonialsPage } from '@shared/testimonials/testimonial-schemas';
import { api, ApiError } from '@web/lib/api-client';
import { allTestimonials, sendNewWords, takeBack } from './testimonial-requests';

type Pages = InfiniteData<TestimonialsPage>;

/** A space's pages with one testimonial changed, or gone (one fewer in every page's total). */
function showChange(data: Pages, id: string, change: (shown: Testimonial) => Testimonial | null) {
  const shown = data.pages.flatMap((page) => page.testimonials).find((item) => item.id === id);
  if (!shown) return data;
  const changed = change(shown);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total: changed ? page.total : page.total - 1,
      testimonials: page.testimonials.flatMap((item) =>
        item.id !== id ? [item] : changed ? [changed] : [],
      ),
    })),
  };
}

/**
 * A change to one testimonial: each space list that shows it shows the answer at once (`change`
 * gives its new look, or null once it is gone), then every testimonial read is fetched afresh, in
 * the background (counts, the writer's own card on the event page).
 */
function useTestimonialChange<Input extends { id: string }, Answer>(
  request: (input: Input) => Promise<Answer>,
  change: (shown: Testimonial, answer: Answer) => Testimonial | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer, { id }) => {
      queryClient.setQueriesData<Pages>(
        { queryKey: [...allTestimonials, 'space'] },
        (data) => data && showChange(data, id, (shown) => change(shown, answer)),
      );
      void queryClient.invalidateQueries({ queryKey: allTestimonials });
    },
    // Refused for more than its words (replied meanwhile, removed, hidden): the lists are read
    // again, so the cards show what is true now.
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 400)
        void queryClient.invalidateQueries({ queryKey: allTestimonials });
    },
  });
}

type Words = { id: string; body: string };

/** The facilitator's one reply (409 once they have replied; 400 with the words' fault). */
export const useReplyToTestimonial = () =>
  useTestimonialChange(
    ({ id, body }: Words) =>
      api<Testimonial>(`/api/testimonials/${id}/reply`, { method: 'POST', body: { body } }),
    (_shown, answer) => answer,
  );

/** The writer's new words: the list keeps its own view of the rest. */
export const useEditOwnTestimonial = () =>
  useTestimonialChange(
    ({ id, body }: Words) => sendNewWords(id, body),
    (shown, saved) => ({ ...shown, body: saved.body, editedAt: saved.editedAt }),
  );

/** The writer takes their testimonial back, with any reply to it. */
export const useDeleteOwnTestimonial = () =>
  useTestimonialChange(
    ({ id }: { id: string }) => takeBack(id),
    () => null,
  );
