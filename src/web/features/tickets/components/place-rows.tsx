import type { Attendee } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import type { Column } from '@web/components/list-kit/data-table';
import { Card } from '@web/components/ui/card';
import { AttendeeActions } from './attendee-actions';
import { AttendeeStatusBadge } from './status-badge';

/** An event's places as a table's columns, on wide screens; each row's actions act on its place. */
export function placeColumns(eventId: string): Column<Attendee>[] {
  return [
    {
      header: 'Guest',
      className: 'max-w-64',
      cell: (a) => (
        <>
          <span className="block font-medium break-words">{a.holderName}</span>
          <span className="block break-all text-ink-muted">{a.email}</span>
        </>
      ),
    },
    { header: 'Booking', className: 'font-mono whitespace-nowrap', cell: (a) => a.reference },
    { header: 'Ticket', cell: (a) => a.ticketName },
    {
      header: 'Status',
      cell: (a) => (
        <>
          <AttendeeStatusBadge attendee={a} />
          {a.toPayPence > 0 && (
            <span className="mt-1 block text-amber-950">{formatPence(a.toPayPence)} to pay</span>
          )}
        </>
      ),
    },
    { header: 'Actions', cell: (a) => <AttendeeActions eventId={eventId} attendee={a} /> },
  ];
}

/** One place as a card, on phones and tablets. */
export function PlaceCard({ eventId, place: a }: { eventId: string; place: Attendee }) {
  return (
    <Card variant="flat" className="grid gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0">
          <span className="block text-base font-medium break-words">{a.holderName}</span>
          <span className="block break-all text-ink-muted">{a.email}</span>
        </p>
        <AttendeeStatusBadge attendee={a} />
      </div>
      <p>
        <span className="font-mono">{a.reference}</span> · {a.ticketName}
        {a.toPayPence > 0 && (
          <span className="text-amber-950"> · {formatPence(a.toPayPence)} to pay</span>
        )}
      </p>
      <AttendeeActions eventId={eventId} attendee={a} />
    </Card>
  );
}
