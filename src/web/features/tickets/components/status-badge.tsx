import { ATTENDEE_STATUS_LABELS } from '@shared/tickets/attendee-status';
import type { Attendee } from '@shared/tickets/host-order-schemas';
import { cn } from '@web/lib/cn';
import { londonClock } from '@web/lib/london-time';

export const badgeClass =
  'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const ATTENDEE_TONES: Record<Attendee['status'], string> = {
  confirmed: 'bg-sage-100 text-forest-900',
  awaiting_payment: 'bg-amber-100 text-amber-950',
  checked_in: 'bg-forest-800 text-white',
  cancelled: 'bg-stone-200 text-ink',
};

/** "Checked in at 19:04" for a checked-in place, else its state's label. */
export function attendeeStatusText(attendee: Pick<Attendee, 'status' | 'checkedInAt'>): string {
  return attendee.status === 'checked_in' && attendee.checkedInAt
    ? `Checked in at ${londonClock(attendee.checkedInAt)}`
    : ATTENDEE_STATUS_LABELS[attendee.status];
}

export function AttendeeStatusBadge({ attendee }: { attendee: Attendee }) {
  return (
    <span className={cn(badgeClass, ATTENDEE_TONES[attendee.status])}>
      {attendeeStatusText(attendee)}
    </span>
  );
}
