import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnTestimonial, TestimonialState } from '@shared/testimonials/testimonial-schemas';
import { api, ApiError } from '@web/lib/api-client';
import { allTestimonials, sendNewWords, takeBack } from '../api/testimonial-requests';

const stateKey = (eventId: string) => [...allTestimonials, 'event', eventId] as const;

/** What the signed-in person may do about a testimonial for this event, and the one they wrote. */
export function testimonialStateQuery(eventId: string) {
  return queryOptions({
    queryKey: stateKey(eventId),
    queryFn: ({ signal }) =>
      api<TestimonialState>(`/api/events/${eventId}/testimonial`, { signal }),
  });
}

/**
 * A change to the person's own testimonial: the event's state shows the answer at once (the card
 * turns from the form to the words, or back), then every testimonial read is fetched afresh (the
 * space's list and its count change too). The mutation ends once they have been.
 */
function useTestimonialChange<Input>(
  eventId: string,
  request: (input: Input) => Promise<OwnTestimonial | null>,
  after: (state: TestimonialState, saved: OwnTestimonial | null) => TestimonialState,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (saved) => {
      queryClient.setQueryData<TestimonialState>(
        stateKey(eventId),
        (state) => state && after(state, saved),
      );
      return queryClient.invalidateQueries({ queryKey: allTestimonials });
    },
    // Refused for more than its words (written meanwhile in another tab, no longer allowed, gone):
    // the state is read again, so the card shows what is true now.
    onError: (error) =>
      error instanceof ApiError && error.status !== 400
        ? queryClient.invalidateQueries({ queryKey: stateKey(eventId) })
        : undefined,
  });
}

export const useWriteTestimonial = (eventId: string) =>
  useTestimonialChange(
    eventId,
    (body: string) =>
      api<OwnTestimonial>(`/api/events/${eventId}/testimonials`, {
        method: 'POST',
        body: { body },
      }),
    (state, saved) => ({ ...state, canWrite: false, refusal: 'written', testimonial: saved }),
  );

export const useEditTestimonial = (eventId: string, id: string) =>
  useTestimonialChange(
    eventId,
    (body: string) => sendNewWords(id, body),
    (state, saved) => ({
      ...state,
      testimonial: saved,
    }),
  );

export const useDeleteTestimonial = (eventId: string, id: string) =>
  useTestimonialChange(
    eventId,
    () => takeBack(id),
    // Having written one was what stood in the way: the form comes back until the state is read.
    (state) =>
      state.refusal === 'written'
        ? { ...state, canWrite: true, refusal: null, testimonial: null }
        : { ...state, testimonial: null },
  );
