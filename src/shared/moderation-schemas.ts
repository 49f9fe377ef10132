import { z } from 'zod';
import {
  listChoiceSchema,
  listSearchSchema,
  pageCursorSchema,
  reasonTextSchema,
} from './common-schemas';
import { eventModerationSchema } from './events/event-schemas';
import { uuidSchema } from './ids';
import { text } from './input-rules';
import { keysOf } from './keys-of';
import {
  MODERATION_TEXT_MAX,
  REPORT_NOTE_REQUIRED,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from './moderation-rules';

export * from './moderation-rules';

/** A reporter's note, or a super admin's on resolving or dismissing a report: may be left empty. */
const noteSchema = () =>
  text()
    .trim()
    .max(MODERATION_TEXT_MAX, `Keep the note under ${MODERATION_TEXT_MAX} characters.`)
    .default('');

/** POST /api/reports: a signed-in person reports an event or a space. */
export const createReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, {
      error: 'Report an event, a space or a testimonial.',
    }),
    targetId: uuidSchema('We could not find what you are reporting.'),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason from the list.' }),
    note: noteSchema(),
  })
  .refine((r) => r.reason !== 'other' || r.note.length > 0, {
    message: REPORT_NOTE_REQUIRED,
    path: ['note'],
  });
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportReceivedSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportReceived = z.infer<typeof reportReceivedSchema>;

/** The reason a super admin gives for unpublishing or restoring an event (the host reads it). */
export const moderationReasonSchema = z.object({
  reason: reasonTextSchema(MODERATION_TEXT_MAX),
});
export type ModerationReasonInput = z.infer<typeof moderationReasonSchema>;

export const ADMIN_EVENT_STATUS_LABELS = {
  all: 'All events',
  published: 'Published',
  draft: 'Drafts',
  unpublished_by_admin: 'Unpublished by moderation',
} as const;
export type AdminEventStatus = keyof typeof ADMIN_EVENT_STATUS_LABELS;
export const ADMIN_EVENT_STATUSES = keysOf(ADMIN_EVENT_STATUS_LABELS);

/** GET /api/admin/events: every event, drafts included, newest first, a page at a time. */
export const adminEventsQuerySchema = z.object({
  q: listSearchSchema(),
  status: listChoiceSchema('Show', ADMIN_EVENT_STATUSES).default('all'),
  cursor: pageCursorSchema(),
});
export type AdminEventsQuery = z.input<typeof adminEventsQuerySchema>;

export const adminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  host: z.object({
    id: z.string(),
    name: z.string(),
    handle: z.string().nullable(),
    email: z.string(),
  }),
  /** The London calendar date and time the event starts, as its host wrote them. */
  startDate: z.string(),
  startTime: z.string(),
  status: z.enum(['published', 'draft', 'unpublished_by_admin']),
  /** Set while the event is unpublished by moderation: when, why, and by whom (null if gone). */
  moderation: eventModerationSchema.extend({ byName: z.string().nullable() }).nullable(),
  openReports: z.number(),
  createdAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventsPageSchema = z.object({
  events: z.array(adminEventSchema),
  pageSize: z.number(),
  nextCursor: z.string().nullable(),
});
export type AdminEventsPage = z.infer<typeof adminEventsPageSchema>;

export const adminEventParamsSchema = z.object({ id: uuidSchema('Event not found') });

export const REPORT_FILTER_LABELS = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  all: 'All reports',
} as const;
export type ReportFilter = keyof typeof REPORT_FILTER_LABELS;
export const REPORT_FILTERS = keysOf(REPORT_FILTER_LABELS);

/** GET /api/admin/reports: newest first; with `all`, the open ones first. */
export const reportsQuerySchema = z.object({
  status: listChoiceSchema('Show', REPORT_FILTERS).default('open'),
  cursor: pageCursorSchema(),
});
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** What was reported as it is now: null when it has been deleted since. */
  target: z
    .object({
      label: z.string(),
      path: z.string(),
      /** Whether anyone can see it now (an event may be a draft, a host suspended). */
      isPublic: z.boolean(),
    })
    .nullable(),
  /** Null once the reporter's account is deleted. */
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportsPageSchema = z.object({
  reports: z.array(reportSchema),
  pageSize: z.number(),
  nextCursor: z.string().nullable(),
});
export type ReportsPage = z.infer<typeof reportsPageSchema>;

export const reportParamsSchema = z.object({ id: uuidSchema('Report not found') });

/**
 * Resolving a report: a note for the log, and for an event whether to unpublish it too, for a
 * testimonial whether to hide it (the note is then the reason its host or writer reads).
 */
export const resolveReportSchema = z
  .object({
    note: noteSchema(),
    unpublishEvent: z
      .boolean({ error: 'Say whether to unpublish the event (true or false).' })
      .default(false),
    hideTestimonial: z
      .boolean({ error: 'Say whether to hide the testimonial (true or false).' })
      .default(false),
  })
  .refine((r) => !r.unpublishEvent || r.note.length > 0, {
    message: 'Give the reason the host will read.',
    path: ['note'],
  })
  .refine((r) => !r.hideTestimonial || r.note.length > 0, {
    message: 'Give the reason its writer will read.',
    path: ['note'],
  });
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

export const dismissReportSchema = z.object({
  note: noteSchema(),
});
export type DismissReportInput = z.input<typeof dismissReportSchema>;
