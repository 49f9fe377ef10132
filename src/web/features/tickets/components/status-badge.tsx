import { ATTENDEE_STATUS_LABELS, type Attendee } from '@shared/tickets/host-order-schemas';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/tickets/ticket-schemas';
import { cn } from '@web/lib/cn';
import { londonClock } from '../ticket-texts';

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const ORDER_TONES: Record<OrderStatus, string> = {
  confirmed: 'bg-sage-100 text-forest-900',
  awaiting_payment: 'bg-amber-100 text-amber-950',
  held: 'bg-sky-100 text-sky-950',
  cancelled: 'bg-stone-200 text-ink',
  expired: 'bg-stone-200 text-ink',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cn(badge, ORDER_TONES[status])}>{ORDER_STATUS_LABELS[status]}</span>;
}

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
    <span className={cn(badge, ATTENDEE_TONES[attendee.status])}>
      {attendeeStatusText(attendee)}
    </span>
  );
}
