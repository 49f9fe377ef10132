import { z } from 'zod';
import { uuidSchema } from './ids';
import { NOTIFICATION_PAGE_LIMIT, NOTIFICATION_PANEL_LIMIT } from './notification-rules';

export {
  COHOST_INVITATION,
  NOTIFICATION_PAGE_LIMIT,
  NOTIFICATION_PANEL_LIMIT,
  WAITLIST_OFFER,
} from './notification-rules';

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
