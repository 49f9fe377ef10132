import type {
  AdminEvent,
  AdminEventsPage,
  AdminEventStatus,
  Report,
  ReportFilter,
  ReportsPage,
} from '@shared/moderation-schemas';
import { api } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { auditLogKeys } from '@web/lib/admin-query-keys';
import { useRefetchingMutation } from '@web/lib/refetching-mutation';

export const moderationKeys = {
  events: ['admin', 'events'] as const,
  reports: ['admin', 'reports'] as const,
};

/** Every event, drafts included, newest first; more pages are added below on request. */
export const useAdminEvents = (filters: { q: string; status: AdminEventStatus }) =>
  useCursorPages<AdminEventsPage>(moderationKeys.events, '/api/admin/events', filters);

/** The moderation queue, newest first (open ones first with "all"). */
export const useReports = (status: ReportFilter) =>
  useCursorPages<ReportsPage>(moderationKeys.reports, '/api/admin/reports', { status });

/** After a moderation change: the events, the queue and the audit log are fetched afresh. */
const useModerationMutation = <TInput, TResult>(request: (input: TInput) => Promise<TResult>) =>
  useRefetchingMutation([moderationKeys.events, moderationKeys.reports, auditLogKeys.all], request);

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
      hideTestimonial,
    }: {
      id: string;
      action: 'resolve' | 'dismiss';
      note: string;
      unpublishEvent?: boolean;
      /** Resolving a report of a testimonial: its choice, sent in place of `unpublishEvent`. */
      hideTestimonial?: boolean;
    }) =>
      api<Report>(`/api/admin/reports/${id}/${action}`, {
        method: 'POST',
        body:
          action === 'dismiss'
            ? { note }
            : hideTestimonial === undefined
              ? { note, unpublishEvent: Boolean(unpublishEvent) }
              : { note, hideTestimonial },
      }),
  );
