import { z } from 'zod';
import { uuidSchema } from './ids';

/** Spec 01 §9: the bell's panel lists at most 10; the notifications page may ask for more. */
export const NOTIFICATION_PANEL_LIMIT = 10;
export const NOTIFICATION_PAGE_LIMIT = 50;

export const COHOST_INVITATION = 'cohost_invitation';

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(NOTIFICATION_PAGE_LIMIT, `The limit must be at most ${NOTIFICATION_PAGE_LIMIT}`)
    .default(NOTIFICATION_PANEL_LIMIT),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  /** For a co-host invitation: event_id, collaboration_id, role and inviter_id (spec 01 §3). */
  data: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications in all, not only those listed (the badge). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({ id: uuidSchema('Notification not found') });
