import { Download, ScanLine } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import {
  ATTENDEE_STATUS_LABELS,
  type Attendee,
  type AttendeeList,
  type AttendeeStatus,
} from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { londonWhen } from '@web/lib/london-time';
import { attendeesCsvHref } from '../api/host-orders';
import type { AttendeeFilter } from '../attendee-filter';
import { AttendeeActions } from '../components/attendee-actions';
import { BackToOrders, Counts, NotYourEvent } from '../components/host-event-parts';
import { MessageGuestsDialog } from '../components/message-guests-dialog';
import { AttendeeStatusBadge } from '../components/status-badge';
import { useAttendeesPage } from './use-attendees-page';

/**
 * Issue 13's attendee screen for one event (its owner and co-hosts): every place with its holder,
 * booking, ticket and state; search and filters; check in, mark paid, cancel; export to CSV and
 * write to every guest.
 */
export default function AttendeesPage() {
  const { id = '' } = useParams();
  const formId = useId();
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
        <p className="text-lg">
          <Link
            to={data.event.path}
            className="font-semibold text-forest-800 underline underline-offset-2"
          >
            {data.event.title}
          </Link>
        </p>
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
        <section aria-labelledby={`${formId}-list`} className="grid gap-4">
          <h2 id={`${formId}-list`} className="text-xl font-semibold text-forest-900">
            Places
          </h2>
          <AttendeeFilters
            formId={formId}
            ticketTypes={data.ticketTypes}
            filter={list.filter}
            onChange={list.setFilter}
          />
          <p className="text-sm text-ink-muted" role="status">
            {list.shownText}
          </p>

          {list.shown.length === 0 ? (
            <EmptyState>
              <p className="font-medium text-forest-900">No one matches</p>
              <p className="text-sm text-ink-muted">Try another name, ticket or status.</p>
            </EmptyState>
          ) : (
            <>
              <AttendeeTable eventId={id} title={data.event.title} shown={list.shown} />
              <AttendeeCards eventId={id} title={data.event.title} shown={list.shown} />
            </>
          )}
        </section>
      )}
    </Page>
  );
}

function AttendeeFilters({
  formId,
  ticketTypes,
  filter,
  onChange,
}: {
  formId: string;
  ticketTypes: AttendeeList['ticketTypes'];
  filter: AttendeeFilter;
  onChange: (change: Partial<AttendeeFilter>) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
      <legend className="sr-only">Find attendees</legend>
      <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${formId}-q`}>Search</Label>
        <Input
          id={`${formId}-q`}
          type="search"
          placeholder="Name, e-mail or reference"
          value={filter.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${formId}-type`}>Ticket</Label>
        <select
          id={`${formId}-type`}
          className={selectClass}
          value={filter.ticketTypeId}
          onChange={(e) => onChange({ ticketTypeId: e.target.value })}
        >
          <option value="">All tickets</option>
          {ticketTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${formId}-status`}>Status</Label>
        <select
          id={`${formId}-status`}
          className={selectClass}
          value={filter.status}
          onChange={(e) => onChange({ status: e.target.value as AttendeeStatus | '' })}
        >
          <option value="">All statuses</option>
          {Object.entries(ATTENDEE_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

type ShownPlaces = { eventId: string; title: string; shown: Attendee[] };

/** The places as a table, on wide screens. */
function AttendeeTable({ eventId, title, shown }: ShownPlaces) {
  return (
    <Card variant="flat" className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Places at {title}</caption>
        <thead className="bg-sage-50 text-forest-900">
          <tr>
            {['Guest', 'Booking', 'Ticket', 'Status', 'Actions'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((a) => (
            <tr key={a.ticketId} className="border-t border-stone-200 align-top">
              <td className="max-w-64 px-4 py-3">
                <span className="block font-medium break-words">{a.holderName}</span>
                <span className="block break-all text-ink-muted">{a.email}</span>
              </td>
              <td className="px-4 py-3 font-mono whitespace-nowrap">{a.reference}</td>
              <td className="px-4 py-3">{a.ticketName}</td>
              <td className="px-4 py-3">
                <AttendeeStatusBadge attendee={a} />
                {a.toPayPence > 0 && (
                  <span className="mt-1 block text-amber-950">
                    {formatPence(a.toPayPence)} to pay
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <AttendeeActions eventId={eventId} attendee={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The places as cards, on phones and tablets. */
function AttendeeCards({ eventId, title, shown }: ShownPlaces) {
  return (
    <ul className="grid gap-3 lg:hidden" aria-label={`Places at ${title}`}>
      {shown.map((a) => (
        <li key={a.ticketId}>
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
        </li>
      ))}
    </ul>
  );
}
