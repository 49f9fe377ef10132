/**
 * Spec 01 §9: the bell's panel lists at most 10; the notifications page may ask for more.
 * Kept free of zod so the header's bell can use them without loading the schemas.
 */
export const NOTIFICATION_PANEL_LIMIT = 10;
export const NOTIFICATION_PAGE_LIMIT = 50;

export const COHOST_INVITATION = 'cohost_invitation';
/** Places offered from a waitlist (data: event_id, entry_id, order_id, kind, path of the event). */
export const WAITLIST_OFFER = 'waitlist_offer';
