import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@shared/account/account-schemas';
import { api } from '@web/lib/api-client';

export const emailPreferencesQuery = queryOptions({
  queryKey: ['account', 'email-preferences'],
  queryFn: ({ signal }) => api<EmailPreferences>('/api/account/email-preferences', { signal }),
});

export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery);
}

/**
 * Saves the switches. The screen shows the new state at once; if saving fails it goes back to
 * what was saved before.
 */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      api<EmailPreferences>('/api/account/email-preferences', {
        method: 'PUT',
        body: preferences,
      }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries(emailPreferencesQuery);
      const before = queryClient.getQueryData(emailPreferencesQuery.queryKey);
      queryClient.setQueryData(emailPreferencesQuery.queryKey, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesQuery.queryKey, context.before);
    },
  });
}
