import { useQuery } from '@tanstack/react-query';
import { useOptimistic, useState, useTransition } from 'react';
import { ticketCodeFrom, type Attendee } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { isUuid } from '@shared/uuids';
import { attendeesQuery, useCheckIn, useMarkPaid, useUndoCheckIn } from '../api/host-orders';
import { filterAttendees } from '../attendee-filter';

export type Outcome = {
  tone: 'ok' | 'warn' | 'bad';
  message: string;
  /** A booking still to pay that the door may mark paid. */
  unpaid?: Attendee;
};

const checkedIn = (list: Attendee[]) => list.filter((a) => a.status === 'checked_in').length;

/**
 * What the door holds: the guest list (read again every few seconds, so two door people see
 * each other's check-ins), the search, the camera's state, and the last answer to speak.
 */
export function useCheckInPage(id: string) {
  const [q, setQ] = useState('');
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = useQuery({
    ...attendeesQuery(id),
    enabled: isUuid(id),
    refetchInterval: 10_000,
  });
  const { data } = query;
  const checkIn = useCheckIn(id);
  const undo = useUndoCheckIn(id);
  const markPaid = useMarkPaid(id);
  // A guest pressed in the list shows as checked in at once, while the door's answer comes
  // (React's useOptimistic); the answer then puts the server's word in the list.
  const [attendees, showCheckedIn] = useOptimistic(
    data?.attendees ?? [],
    (list: Attendee[], ticketId: string) =>
      list.map((a) =>
        a.ticketId === ticketId
          ? { ...a, status: 'checked_in' as const, checkedInAt: new Date().toISOString() }
          : a,
      ),
  );
  const [, startCheckIn] = useTransition();

  const answer = async (run: () => Promise<Outcome>) => {
    try {
      setOutcome(await run());
    } catch (e) {
      setOutcome({ tone: 'bad', message: (e as Error).message });
    }
  };
  const admit = (input: { code: string } | { ticketId: string }) =>
    answer(async () => {
      const result = await checkIn.mutateAsync(input);
      navigator.vibrate?.(result.result === 'checked_in' ? 80 : [60, 60, 60]);
      return {
        tone: result.result === 'checked_in' && result.attendee.toPayPence === 0 ? 'ok' : 'warn',
        message: result.message,
        unpaid: result.attendee.toPayPence > 0 ? result.attendee : undefined,
      };
    });

  return {
    query,
    q,
    setQ,
    scanning,
    setScanning,
    outcome,
    /** Who the list shows: everyone still coming, or whoever the search finds. */
    shown: q.trim()
      ? filterAttendees(attendees, { q, ticketTypeId: '', status: '' })
      : attendees.filter((a) => a.status !== 'cancelled'),
    checkedInCount: data
      ? data.counts.checkedIn + checkedIn(attendees) - checkedIn(data.attendees)
      : 0,
    busy: { checkIn: checkIn.isPending, undo: undo.isPending, markPaid: markPaid.isPending },
    onScan: (text: string) => {
      const code = ticketCodeFrom(text);
      if (!code) setOutcome({ tone: 'bad', message: 'That QR code is not a Kindred ticket.' });
      else void admit({ code });
    },
    checkInGuest: (guest: Attendee) =>
      startCheckIn(async () => {
        showCheckedIn(guest.ticketId);
        await admit({ ticketId: guest.ticketId });
      }),
    undoCheckIn: (guest: Attendee) =>
      answer(async () => {
        await undo.mutateAsync(guest.ticketId);
        return { tone: 'warn', message: `${guest.holderName} is no longer checked in.` };
      }),
    markPaid: (unpaid: Attendee) =>
      answer(async () => {
        await markPaid.mutateAsync(unpaid.orderId);
        return {
          tone: 'ok',
          message: `Paid: ${formatPence(unpaid.toPayPence)} for booking ${unpaid.reference}. ${unpaid.holderName} is checked in.`,
        };
      }),
  };
}
