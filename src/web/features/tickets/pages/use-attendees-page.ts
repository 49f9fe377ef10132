import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isUuid } from '@shared/uuids';
import { attendeesQuery } from '../api/host-orders';
import { filterAttendees, type AttendeeFilter } from '../attendee-filter';

/** The attendee screen's list and its filters: who is shown, and how many guests a message reaches. */
export function useAttendeesPage(id: string) {
  const [filter, setFilter] = useState<AttendeeFilter>({ q: '', ticketTypeId: '', status: '' });
  const query = useQuery({ ...attendeesQuery(id), enabled: isUuid(id) });
  const all = query.data?.attendees ?? [];
  const shown = filterAttendees(all, filter);
  return {
    query,
    filter,
    setFilter: (change: Partial<AttendeeFilter>) => setFilter((now) => ({ ...now, ...change })),
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
