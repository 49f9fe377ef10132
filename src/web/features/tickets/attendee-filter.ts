import type { Attendee, AttendeeStatus } from '@shared/tickets/host-order-schemas';

/** Lower case, accents off: "Zoë" is found by "zoe". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type AttendeeFilter = { q: string; ticketTypeId: string; status: AttendeeStatus | '' };

/** The places matching a search (name, e-mail or booking reference), a ticket and a state. */
export function filterAttendees(attendees: Attendee[], filter: AttendeeFilter): Attendee[] {
  const words = folded(filter.q).split(/\s+/).filter(Boolean);
  return attendees.filter((a) => {
    if (filter.ticketTypeId && a.ticketTypeId !== filter.ticketTypeId) return false;
    if (filter.status && a.status !== filter.status) return false;
    const haystack = folded(`${a.holderName} ${a.email} ${a.reference}`);
    return words.every((word) => haystack.includes(word));
  });
}
