/**
 * A booked guest's reminder, 24 hours before the event (issue 23), as a notification's type
 * (data: event_id, order_id, path of the event). Kept free of zod, like the other notification
 * types, so the bell can use it without loading the schemas.
 */
export const EVENT_REMINDER = 'event_reminder';
