/** A place's state at the door. No zod here: the public ticket page (`/t/{code}`) shows it. */
export const ATTENDEE_STATUS_LABELS = {
  confirmed: 'Confirmed',
  awaiting_payment: 'Awaiting payment',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
} as const;
export type AttendeeStatus = keyof typeof ATTENDEE_STATUS_LABELS;
