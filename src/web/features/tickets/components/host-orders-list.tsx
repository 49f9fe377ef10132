import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { HostOrder } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/tickets/ticket-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { londonDateTime } from '@web/lib/london-time';
import { useHostOrders } from '../api/host-orders';
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

/**
 * The orders of every event the host runs (owned and co-hosted), newest first, a page at a time:
 * filter by event and status, search by name, e-mail or reference. Each event links to its
 * attendees.
 */
export function HostOrdersList({
  empty,
  loading,
}: {
  empty: React.ReactNode;
  /** Shown until the first page comes (the dashboard's three skeleton cards). */
  loading: React.ReactNode;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [event, setEvent] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 250);
  const filters = { q, event, status: status || undefined };
  const orders = useHostOrders(filters);
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const events = orders.data?.pages[0]?.events ?? [];
  const filtered = Boolean(q || event || status);

  if (orders.isPending) return loading;
  // The tab's boundary shows "Failed to load orders" with a way to try again.
  if (orders.isError && !orders.data) throw orders.error;
  if (!filtered && list.length === 0 && events.length === 0) return empty;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="sr-only">
        Orders
      </h2>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr]">
        <legend className="sr-only">Find orders</legend>
        <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Name, e-mail or reference"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-event`}>Event</Label>
          <select
            id={`${id}-event`}
            className={selectClass}
            value={event}
            onChange={(e) => setEvent(e.target.value)}
          >
            <option value="">All events</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
          >
            <option value="">All statuses</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      {orders.isError && (
        <p role="alert" className="text-red-700">
          {orders.error.message}
        </p>
      )}
      {list.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">No orders match</p>
          <p className="text-sm text-ink-muted">Try another search, event or status.</p>
        </EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={orders.isPlaceholderData}>
          <Card variant="flat" className="hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Orders, newest first</caption>
              <thead className="bg-sage-50 text-forest-900">
                <tr>
                  {['Reference', 'Guest', 'Event', 'Tickets', 'Total', 'Status', 'Date'].map(
                    (heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 whitespace-nowrap">
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {list.map((order) => (
                  <tr key={order.id} className="border-t border-stone-200 align-top">
                    <td className="px-4 py-3 font-mono whitespace-nowrap">{order.reference}</td>
                    <td className="max-w-56 px-4 py-3">
                      <span className="block font-medium break-words">{order.name}</span>
                      <span className="block break-all text-ink-muted">{order.email}</span>
                    </td>
                    <td className="max-w-56 px-4 py-3">
                      <EventLink order={order} />
                    </td>
                    <td className="px-4 py-3">{ticketsText(order)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{totalText(order)}</td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={order.createdAt}>{londonDateTime(order.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="grid gap-3 lg:hidden" aria-label="Orders, newest first">
            {list.map((order) => (
              <li key={order.id}>
                <Card variant="flat" className="grid gap-2 p-4 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono font-semibold">{order.reference}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <p className="min-w-0">
                    <span className="block font-medium break-words">{order.name}</span>
                    <span className="block break-all text-ink-muted">{order.email}</span>
                  </p>
                  <EventLink order={order} />
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    <dt className="text-ink-muted">Tickets</dt>
                    <dd>{ticketsText(order)}</dd>
                    <dt className="text-ink-muted">Total</dt>
                    <dd className="tabular-nums">{totalText(order)}</dd>
                    <dt className="text-ink-muted">Date</dt>
                    <dd>
                      <time dateTime={order.createdAt}>{londonDateTime(order.createdAt)}</time>
                    </dd>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              {orders.isFetchingNextPage ? 'Loading…' : 'Show older orders'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
