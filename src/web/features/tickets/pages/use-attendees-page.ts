import { useQuery } from '@tanstack/react-query';
import { ATTENDEE_STATUS_LABELS, type AttendeeStatus } from '@shared/tickets/host-order-schemas';
import { isUuid } from '@shared/uuids';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { attendeesQuery } from '../api/host-orders';
import { filterAttendees, type AttendeeFilter } from '../attendee-filter';

const STATUSES = Object.keys(ATTENDEE_STATUS_LABELS) as AttendeeStatus[];

/**
 * The attendee screen's list and its filters: who is shown, and how many guests a message
 * reaches. The filters live in the address (`?attendees.q=…&attendees.ticket=…&attendees.status=…`),
 * so a filtered list can be shared and survives a reload; the places are filtered here, as the
 * server sends every place of the event at once.
 */
export function useAttendeesPage(id: string) {
  const filters = useListFilters(
    'attendees',
    { q: '', ticket: '', status: '' },
    { status: ['', ...STATUSES] },
  );
  const filter: AttendeeFilter = {
    q: filters.values.q,
    ticketTypeId: filters.values.ticket,
    status: filters.values.status as AttendeeStatus | '',
  };
  const query = useQuery({ ...attendeesQuery(id), enabled: isUuid(id) });
  const all = query.data?.attendees ?? [];
  const shown = filterAttendees(all, filter);
  return {
    query,
    filter,
    setFilter: ({ q, ticketTypeId: ticket, status }: Partial<AttendeeFilter>) =>
      filters.set({
        ...(q === undefined ? {} : { q }),
        ...(ticket === undefined ? {} : { ticket }),
        ...(status === undefined ? {} : { status }),
      }),
    statuses: STATUSES.map((s) => [s, ATTENDEE_STATUS_LABELS[s]] as const),
    shown,
    /** A guest with several places is written to once. */
    guestCount: new Set(
      all.filter((a) => a.status !== 'cancelled').map((a) => a.email.toLowerCase()),
    ).size,
    shownText:
      shown.length === all.length
        ? `${all.length} ${all.length === 1 ? 'place' : 'places'}`
        : `${shown.length} of ${all.length} places`,
  };
}
