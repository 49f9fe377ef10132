import { Link } from 'react-router';
import type { HostOrder } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/tickets/ticket-schemas';
import type { Column } from '@web/components/list-kit/data-table';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { londonDateTime } from '@web/lib/london-time';
import { badgeClass } from './status-badge';

const ORDER_TONES: Record<OrderStatus, string> = {
  confirmed: 'bg-sage-100 text-forest-900',
  awaiting_payment: 'bg-amber-100 text-amber-950',
  held: 'bg-sky-100 text-sky-950',
  cancelled: 'bg-stone-200 text-ink',
  expired: 'bg-stone-200 text-ink',
};

function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cn(badgeClass, ORDER_TONES[status])}>{ORDER_STATUS_LABELS[status]}</span>;
}

const ticketsText = (order: HostOrder) =>
  order.lines.map((line) => `${line.quantity} × ${line.ticketName}`).join(', ') || '—';

const totalText = (order: HostOrder) =>
  order.totalPence === 0 ? 'Free' : formatPence(order.totalPence);

function EventLink({ order }: { order: HostOrder }) {
  return (
    <Link
      to={paths.eventAttendees.getHref(order.event.id)}
      // Where the link goes, beside its visible words (the event's title).
      aria-label={`${order.event.title}: attendees`}
      className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-900"
    >
      {order.event.title}
    </Link>
  );
}

function Guest({ order }: { order: HostOrder }) {
  return (
    <>
      <span className="block font-medium break-words">{order.name}</span>
      <span className="block break-all text-ink-muted">{order.email}</span>
    </>
  );
}

const Created = ({ order }: { order: HostOrder }) => (
  <time dateTime={order.createdAt}>{londonDateTime(order.createdAt)}</time>
);

/** The orders table's columns, on wide screens. */
export const hostOrderColumns: Column<HostOrder>[] = (
  [
    { header: 'Reference', className: 'font-mono whitespace-nowrap', cell: (o) => o.reference },
    { header: 'Guest', className: 'max-w-56', cell: (o) => <Guest order={o} /> },
    { header: 'Event', className: 'max-w-56', cell: (o) => <EventLink order={o} /> },
    { header: 'Tickets', cell: ticketsText },
    { header: 'Total', className: 'text-right tabular-nums', cell: totalText },
    { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: 'Date', className: 'whitespace-nowrap', cell: (o) => <Created order={o} /> },
  ] satisfies Column<HostOrder>[]
).map((column) => ({ ...column, headerClassName: 'whitespace-nowrap' }));

/** One order as a card, on phones and tablets. */
export function HostOrderCard({ order }: { order: HostOrder }) {
  return (
    <Card variant="flat" className="grid gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-semibold">{order.reference}</span>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="min-w-0">
        <Guest order={order} />
      </p>
      <EventLink order={order} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Tickets</dt>
        <dd>{ticketsText(order)}</dd>
        <dt className="text-ink-muted">Total</dt>
        <dd className="tabular-nums">{totalText(order)}</dd>
        <dt className="text-ink-muted">Date</dt>
        <dd>
          <Created order={order} />
        </dd>
      </dl>
    </Card>
  );
}
