import type { AuditEntry } from '@shared/audit-log-schemas';

/** An audit entry for component tests: Sam Admin suspended Robin, unless `extra` says otherwise. */
export const auditEntry = (extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '1',
  actorId: 'a',
  actorName: 'Sam Admin',
  actorEmail: 'admin@kindred.test',
  action: 'person.suspended',
  targetType: 'person',
  targetId: 'p',
  targetLabel: 'robin@kindred.test',
  before: null,
  after: null,
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
