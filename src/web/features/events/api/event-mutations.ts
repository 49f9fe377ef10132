import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventInput } from '@shared/events/event-schemas';
import { api, uploadFile } from '@web/lib/api-client';
import { eventKeys } from './events';

/** After any change the host's lists and the public lists are fetched afresh. */
function useEventMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export const useSaveEvent = () =>
  useEventMutation(
    ({ id, event, publish }: { id?: string; event: EventInput; publish: boolean }) =>
      id
        ? api<EventDetail>(`/api/events/${id}`, { method: 'PUT', body: { event, publish } })
        : api<EventDetail>('/api/events', { method: 'POST', body: { event, publish } }),
  );

export const useSetPublished = () =>
  useEventMutation(({ id, published }: { id: string; published: boolean }) =>
    api<EventDetail>(`/api/events/${id}/${published ? 'publish' : 'unpublish'}`, {
      method: 'POST',
      body: {},
    }),
  );

export const useDeleteEvent = () =>
  useEventMutation((id: string) => api<void>(`/api/events/${id}`, { method: 'DELETE' }));

export function useUploadEventImage() {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ imageUrl: string; originalImageUrl: string }>('/api/event-images', file),
  });
}
