import { Download, ScanLine } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import type { AttendeeList } from '@shared/tickets/host-order-schemas';
import { isUuid } from '@shared/uuids';
import { DataTable } from '@web/components/list-kit/data-table';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { Page } from '@web/components/page';
import { buttonVariants } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { londonWhen } from '@web/lib/london-time';
import { attendeesCsvHref } from '../api/host-orders';
import { BookingFilters } from '../components/booking-filters';
import { EventTitleLink } from '../components/event-title-link';
import { BackToOrders, Counts, NotYourEvent } from '../components/host-event-parts';
import { MessageGuestsDialog } from '../components/message-guests-dialog';
import { PlaceCard, placeColumns } from '../components/place-rows';
import { useAttendeesPage } from './use-attendees-page';

/**
 * Issue 13's attendee screen for one event (its owner and co-hosts): every place with its holder,
 * booking, ticket and state; search and filters; check in, mark paid, cancel; export to CSV and
 * write to every guest.
 */
export default function AttendeesPage() {
  const { id = '' } = useParams();
  const list = useAttendeesPage(id);
  const { data, error, isPending } = list.query;

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404))
    return <NotYourEvent title="Attendees" />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading the attendees" />;

  return (
    <Page title={`Attendees: ${data.event.title}`} className="container-page grid min-w-0 gap-6">
      <div className="grid justify-items-start gap-2">
        <BackToOrders />
        <h1 className="text-3xl font-semibold text-forest-900">Attendees</h1>
        <EventTitleLink event={data.event} />
        <p className="text-ink-muted">{londonWhen(data.event.startsAt, data.event.endsAt)}</p>
      </div>

      <Counts counts={data.counts} />

      <div className="flex flex-wrap gap-2">
        <Link to={paths.eventCheckIn.getHref(id)} className={buttonVariants()}>
          <ScanLine aria-hidden="true" />
          Check in at the door
        </Link>
        <a href={attendeesCsvHref(id)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
        <MessageGuestsDialog
          eventId={id}
          eventTitle={data.event.title}
          guestCount={list.guestCount}
        />
      </div>

      {data.attendees.length === 0 ? (
        <EmptyState>
          <p className="text-lg font-medium text-forest-900">No one has booked yet</p>
          <p className="text-ink-muted">Everyone who books a place will be listed here.</p>
        </EmptyState>
      ) : (
        <Places eventId={id} data={data} list={list} />
      )}
    </Page>
  );
}

/** The places, found by search, ticket and status, as a table on wide screens and cards below. */
function Places({
  eventId,
  data,
  list,
}: {
  eventId: string;
  data: AttendeeList;
  list: ReturnType<typeof useAttendeesPage>;
}) {
  const formId = useId();
  return (
    <section aria-labelledby={`${formId}-list`} className="grid gap-4">
      <h2 id={`${formId}-list`} className="text-xl font-semibold text-forest-900">
        Places
      </h2>
      <BookingFilters
        legend="Find attendees"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
        q={list.filter.q}
        onSearch={(q) => list.setFilter({ q })}
        choice={{
          label: 'Ticket',
          value: list.filter.ticketTypeId,
          all: 'All tickets',
          options: data.ticketTypes.map((type) => [type.id, type.name] as const),
          onChange: (ticketTypeId) => list.setFilter({ ticketTypeId }),
        }}
        status={{
          value: list.filter.status,
          options: list.statuses,
          onChange: (status) => list.setFilter({ status }),
        }}
      />
      <p className="text-sm text-ink-muted" role="status">
        {list.shownText}
      </p>
      <ListBody
        state={list.query}
        isEmpty={list.shown.length === 0}
        skeletonClassName="h-48"
        empty={<EmptyListWords title="No one matches" hint="Try another name, ticket or status." />}
      >
        <DataTable
          rows={list.shown}
          rowKey={(a) => a.ticketId}
          label={`Places at ${data.event.title}`}
          columns={placeColumns(eventId)}
          cards={{ render: (a) => <PlaceCard eventId={eventId} place={a} /> }}
        />
      </ListBody>
    </section>
  );
}
