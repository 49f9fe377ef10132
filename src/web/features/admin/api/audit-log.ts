import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@shared/audit-log-schemas';
import { api } from '@web/lib/api-client';

export const auditLogKeys = { all: ['admin', 'audit-log'] as const };

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

/** The audit log, newest first, filtered; more pages are added below on request. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditLogKeys.all, filters],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams(
        Object.entries({ ...filters, cursor: pageParam }).filter(
          (entry): entry is [string, string] => Boolean(entry[1]),
        ),
      );
      return api<AuditPage>(`/api/admin/audit-log?${params}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
