import { z } from 'zod';
import { isRealDate, text } from './input-rules';

/**
 * What a super admin did, as the audit log names it. Each admin feature adds its own here; the
 * log takes any `area.verb` name, so a row written by a newer version still shows.
 */
export const AUDIT_ACTIONS = {
  'person.host_granted': 'Granted host',
  'person.host_revoked': 'Revoked host',
  'person.super_admin_granted': 'Granted super admin',
  'person.super_admin_revoked': 'Revoked super admin',
  'person.suspended': 'Suspended account',
  'person.restored': 'Restored account',
  'banner.created': 'Created banner',
  'banner.edited': 'Edited banner',
  'banner.activated': 'Activated banner',
  'banner.deactivated': 'Deactivated banner',
  'banner.deleted': 'Deleted banner',
  'event.unpublished': 'Unpublished event',
  'event.restored': 'Restored event',
  'report.resolved': 'Resolved report',
  'report.dismissed': 'Dismissed report',
  'category.created': 'Created category',
  'category.edited': 'Edited category',
  'category.moved': 'Moved category',
  'category.merged': 'Merged categories',
  'category.deleted': 'Deleted category',
  'tag_group.created': 'Created tag group',
  'tag_group.renamed': 'Renamed tag group',
  'tag_group.deleted': 'Deleted tag group',
  'tag.created': 'Created tag',
  'tag.edited': 'Edited tag',
  'tag.merged': 'Merged tags',
  'tag.deleted': 'Deleted tag',
  'event_fact.created': 'Added fact',
  'event_fact.edited': 'Edited fact',
  'event_fact.moved': 'Moved fact',
  'event_fact.deleted': 'Deleted fact',
  'catalogue_role.created': 'Added role',
  'catalogue_role.renamed': 'Renamed role',
  'catalogue_role.moved': 'Moved role',
  'catalogue_role.deleted': 'Deleted role',
  'catalogue_service.created': 'Added service',
  'catalogue_service.renamed': 'Renamed service',
  'catalogue_service.moved': 'Moved service',
  'catalogue_service.deleted': 'Deleted service',
  'testimonial.hidden': 'Hid testimonial',
  'testimonial.restored': 'Restored testimonial',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_TARGET_TYPES = {
  person: 'Person',
  banner: 'Banner',
  event: 'Event',
  report: 'Report',
  category: 'Event category',
  tag_group: 'Tag group',
  tag: 'Tag',
  event_fact: 'What to expect (fact)',
  catalogue_role: 'Role (catalogue)',
  catalogue_service: 'Service (catalogue)',
  testimonial: 'Testimonial',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES;

/** How an action or a target type is shown: its label, else the name itself. */
export const auditActionLabel = (action: string) =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const auditTargetTypeLabel = (type: string) =>
  (AUDIT_TARGET_TYPES as Record<string, string>)[type] ?? type;

const ACTION_NAME = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
const TYPE_NAME = /^[a-z][a-z_]*$/;
const date = (what: string) =>
  text().refine(isRealDate, `${what} must be a date written as yyyy-mm-dd.`);

/** The audit log's filters (all optional, London dates inclusive), and the page to start after. */
export const auditQuerySchema = z
  .object({
    actor: text().trim().max(100, 'Search actors with at most 100 characters.').optional(),
    action: text().regex(ACTION_NAME, 'Choose one of the actions offered.').optional(),
    targetType: text().regex(TYPE_NAME, 'Choose one of the target types offered.').optional(),
    from: date('The start date').optional(),
    to: date('The end date').optional(),
    cursor: text()
      .regex(/^\d{1,15}$/, 'That page of results has expired. Please reload.')
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /**
   * Null once the actor's account is deleted (their name and e-mail stay), and for the server's
   * command line, which has no account: its e-mail is empty and its name says where it ran.
   */
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  /** The fields the action changed, as they were and as they became (null for none). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
