import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after whose success every query under `keys` is fetched afresh, so the screen shows
 * the change at once. It settles only once the queries on screen have been read again (react-query
 * waits for `onSuccess`), so a caller that awaits it sees the new data. A failure refetches nothing.
 */
export function useRefetchingMutation<TInput, TResult>(
  keys: readonly QueryKey[],
  request: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
  });
}
