import { useId, type ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/tickets/ticket-schemas';
import { isUuid } from '@shared/uuids';
import { DataTable } from '@web/components/list-kit/data-table';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { LoadMore } from '@web/components/list-kit/pager';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { useHostOrders } from '../api/host-orders';
import { BookingFilters } from './booking-filters';
import { HostOrderCard, hostOrderColumns } from './host-order-rows';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/**
 * The orders list's filters, kept in the address (`?orders.q=…&orders.event=…&orders.status=…`)
 * so a filtered list can be shared and survives a reload; and the pages of orders they find.
 */
function useHostOrdersList() {
  const filters = useListFilters(
    'orders',
    { q: '', event: '', status: '' },
    { status: ['', ...STATUSES] },
  );
  const { q } = filters.values;
  // An event id the server would refuse (a hand-edited link) reads as every event.
  const event = isUuid(filters.values.event) ? filters.values.event : '';
  const status = filters.values.status as OrderStatus | '';
  const orders = useHostOrders({ q, event, status: status || undefined });
  return {
    filters,
    values: { q, event, status },
    orders,
    list: orders.data?.pages.flatMap((page) => page.orders) ?? [],
    events: orders.data?.pages[0]?.events ?? [],
    filtered: Boolean(q || event || status),
  };
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
  empty: ReactNode;
  /** Shown until the first page comes (the dashboard's three skeleton cards). */
  loading: ReactNode;
}) {
  const id = useId();
  const { filters, values, orders, list, events, filtered } = useHostOrdersList();

  if (orders.isPending) return loading;
  // The tab's boundary shows "Failed to load orders" with a way to try again.
  if (orders.isError && !orders.data) throw orders.error;
  if (!filtered && list.length === 0 && events.length === 0) return empty;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="sr-only">
        Orders
      </h2>
      <BookingFilters
        legend="Find orders"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr]"
        q={values.q}
        onSearch={(q) => filters.set({ q })}
        choice={{
          label: 'Event',
          value: values.event,
          all: 'All events',
          options: events.map((e) => [e.id, e.title] as const),
          onChange: (event) => filters.set({ event }),
        }}
        status={{
          value: values.status,
          options: STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const),
          onChange: (status) => filters.set({ status }),
        }}
      />
      <ListBody
        state={orders}
        keepRowsOnError
        isEmpty={list.length === 0}
        skeletonClassName="h-48"
        empty={
          <EmptyListWords title="No orders match" hint="Try another search, event or status." />
        }
      >
        <DataTable
          rows={list}
          rowKey={(order) => order.id}
          // Not "Orders": the section around it is already a region of that name. The caption and
          // the cards' list say the same.
          label="Orders, newest first"
          columns={hostOrderColumns}
          cards={{ render: (order) => <HostOrderCard order={order} /> }}
        />
        <LoadMore list={orders} label="Show older orders" />
      </ListBody>
    </section>
  );
}
