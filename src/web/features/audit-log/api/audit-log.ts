import type { AuditPage, AuditQuery } from '@shared/audit-log-schemas';
import { auditLogKeys } from '@web/lib/admin-query-keys';
import { useCursorPages } from '@web/lib/cursor-pages';

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

/** The audit log, newest first, filtered; more pages are added below on request. */
export const useAuditLog = (filters: AuditFilters) =>
  useCursorPages<AuditPage>(auditLogKeys.all, '/api/admin/audit-log', filters);
