import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancelEventInput,
  EditScope,
  EventDetail,
  EventInput,
} from '@shared/events/event-schemas';
import type { SeriesRule } from '@shared/series/series-rules';
import { api, uploadFile } from '@web/lib/api-client';
import {
  createSubmissionKeys,
  idempotencyKeyHeader,
  mayRetryWithKey,
  newIdempotencyKey,
} from '@web/lib/idempotency-key';
import { eventKeys } from './events';

/** After any change the host's lists and the public lists are fetched afresh. */
function useEventMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  options: { retry?: typeof mayRetryWithKey; onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: request,
    retry: options.retry ?? false,
    onSuccess: () => {
      options.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/**
 * Creating sends an Idempotency-Key, one per submission, so a retry after a lost answer (made
 * here automatically, or by the host pressing Publish again) never makes the event twice.
 * Saving an edit is a PUT, the same however often it arrives; for a date of a series, `scope`
 * says which of its dates change.
 */
export const useSaveEvent = () => {
  const [keys] = useState(createSubmissionKeys);
  return useEventMutation(
    ({
      id,
      event,
      publish,
      scope = 'this',
    }: {
      id?: string;
      event: EventInput;
      publish: boolean;
      scope?: EditScope;
    }) =>
      id
        ? api<EventDetail>(`/api/events/${id}`, {
            method: 'PUT',
            body: { event, publish, scope },
          })
        : api<EventDetail>('/api/events', {
            method: 'POST',
            body: { event, publish },
            headers: idempotencyKeyHeader(keys.keyFor({ event, publish })),
          }),
    { retry: mayRetryWithKey, onSuccess: keys.answered },
  );
};

export const useSetPublished = () =>
  useEventMutation(({ id, published }: { id: string; published: boolean }) =>
    api<EventDetail>(`/api/events/${id}/${published ? 'publish' : 'unpublish'}`, {
      method: 'POST',
      body: {},
    }),
  );

/** Makes a saved one-off event the first date of a series (issue 23), once its tickets are saved. */
export const useMakeRepeat = () =>
  useEventMutation(({ id, rule }: { id: string; rule: SeriesRule }) =>
    api<EventDetail>(`/api/events/${id}/series`, { method: 'POST', body: { rule } }),
  );

/** The owner calls off one date (or a one-off); its guests are told and paid back. */
export const useCancelEvent = () =>
  useEventMutation(({ id, ...body }: { id: string } & CancelEventInput) =>
    api<EventDetail>(`/api/events/${id}/cancel`, { method: 'POST', body }),
  );

/**
 * The owner ends a series after this date: no later dates are made, later ones without bookings
 * go, later ones with bookings are cancelled (guests told and paid back).
 */
export const useEndSeries = () =>
  useEventMutation(({ id, ...body }: { id: string } & CancelEventInput) =>
    api<EventDetail>(`/api/events/${id}/series/end`, { method: 'POST', body }),
  );

export const useDeleteEvent = () =>
  useEventMutation((id: string) => api<void>(`/api/events/${id}`, { method: 'DELETE' }));

export function useUploadEventImage() {
  const [keys] = useState(() => new WeakMap<File, string>());
  return useMutation<{ imageUrl: string; originalImageUrl: string }, Error, File>({
    // One key per chosen file: retrying the same file stores it once.
    mutationFn: (file: File) => {
      const key = keys.get(file) ?? newIdempotencyKey();
      keys.set(file, key);
      return uploadFile<{ imageUrl: string; originalImageUrl: string }>(
        '/api/event-images',
        file,
        idempotencyKeyHeader(key),
      );
    },
    retry: mayRetryWithKey,
  });
}
