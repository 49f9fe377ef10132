import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminEvent,
  AdminEventsPage,
  AdminEventStatus,
  Report,
  ReportFilter,
  ReportsPage,
} from '@shared/moderation-schemas';
import { api } from '@web/lib/api-client';
import { auditLogKeys } from './audit-log';

export const moderationKeys = {
  events: ['admin', 'events'] as const,
  reports: ['admin', 'reports'] as const,
};

const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** Every event, drafts included, newest first; more pages are added below on request. */
export function useAdminEvents(filters: { q: string; status: AdminEventStatus }) {
  return useInfiniteQuery({
    queryKey: [...moderationKeys.events, filters],
    queryFn: ({ signal, pageParam }) =>
      api<AdminEventsPage>(`/api/admin/events?${query({ ...filters, cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The moderation queue, newest first (open ones first with "all"). */
export function useReports(status: ReportFilter) {
  return useInfiniteQuery({
    queryKey: [...moderationKeys.reports, status],
    queryFn: ({ signal, pageParam }) =>
      api<ReportsPage>(`/api/admin/reports?${query({ status, cursor: pageParam })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a moderation change: the events, the queue and the audit log are fetched afresh. */
function useModerationMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [moderationKeys.events, moderationKeys.reports, auditLogKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useModerateEvent = () =>
  useModerationMutation(
    ({ id, action, reason }: { id: string; action: 'unpublish' | 'restore'; reason: string }) =>
      api<AdminEvent>(`/api/admin/events/${id}/${action}`, { method: 'POST', body: { reason } }),
  );

export const useCloseReport = () =>
  useModerationMutation(
    ({
      id,
      action,
      note,
      unpublishEvent,
    }: {
      id: string;
      action: 'resolve' | 'dismiss';
      note: string;
      unpublishEvent?: boolean;
    }) =>
      api<Report>(`/api/admin/reports/${id}/${action}`, {
        method: 'POST',
        body: action === 'resolve' ? { note, unpublishEvent: Boolean(unpublishEvent) } : { note },
      }),
  );
