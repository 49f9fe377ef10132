/**
 * The audit log's query key. Every super admin change writes an audit row, so the features that
 * make changes (people, moderation) fetch the log afresh after one; the key lives here because a
 * feature never imports another.
 */
export const auditLogKeys = { all: ['admin', 'audit-log'] as const };
