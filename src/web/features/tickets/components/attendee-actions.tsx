import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { Attendee } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { Button } from '@web/components/ui/button';
import { AlertActions, AlertPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { choiceClass } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useCheckIn, useHostCancel, useMarkPaid, useUndoCheckIn } from '../api/host-orders';

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/**
 * Cancels the whole booking a place belongs to, after asking: its places go back on sale and its
 * tickets stop working; a card payment may be refunded.
 */
function CancelBookingDialog({ eventId, attendee }: { eventId: string; attendee: Attendee }) {
  const id = useId();
  const [refund, setRefund] = useState(attendee.refundablePence > 0);
  const cancel = useHostCancel(eventId);
  const run = async () => {
    try {
      await cancel.mutateAsync({ orderId: attendee.orderId, refund });
      toast.success(`Booking ${attendee.reference} cancelled`);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost-danger"
          size="sm"
          aria-label={`Cancel booking ${attendee.reference} of ${attendee.holderName}`}
        >
          Cancel booking
        </Button>
      </AlertDialog.Trigger>
      <AlertPanel width="md">
        <AlertDialog.Title className={dialogTitleClass}>Cancel this booking?</AlertDialog.Title>
        <AlertDialog.Description className="text-ink-muted">
          Booking {attendee.reference} for {attendee.holderName}: its{' '}
          {places(attendee.placesInOrder)} go back on sale and its tickets stop working. This cannot
          be undone.
        </AlertDialog.Description>
        {attendee.refundablePence > 0 && (
          <div className="flex items-start gap-3">
            <input
              id={`${id}-refund`}
              type="checkbox"
              className={cn(choiceClass, 'mt-1')}
              checked={refund}
              onChange={(e) => setRefund(e.target.checked)}
            />
            <label htmlFor={`${id}-refund`}>
              Refund {formatPence(attendee.refundablePence)} to their card
            </label>
          </div>
        )}
        <AlertActions
          cancelLabel="Keep booking"
          actionLabel={
            refund && attendee.refundablePence > 0 ? 'Cancel and refund' : 'Cancel booking'
          }
          onAction={() => void run()}
        />
      </AlertPanel>
    </AlertDialog.Root>
  );
}

/** What a host can do with one place: check in (or undo), mark its booking paid, cancel it. */
export function AttendeeActions({ eventId, attendee }: { eventId: string; attendee: Attendee }) {
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const markPaid = useMarkPaid(eventId);
  const who = attendee.holderName;
  const run = async (action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  if (attendee.status === 'cancelled') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {attendee.status === 'checked_in' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={undo.isPending}
          aria-label={`Undo check-in of ${who}`}
          onClick={() =>
            void run(async () => {
              await undo.mutateAsync(attendee.ticketId);
              return `${who} is no longer checked in`;
            })
          }
        >
          Undo check-in
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={checkIn.isPending}
          aria-label={`Check in ${who}`}
          onClick={() =>
            void run(
              async () => (await checkIn.mutateAsync({ ticketId: attendee.ticketId })).message,
            )
          }
        >
          Check in
        </Button>
      )}
      {attendee.orderStatus === 'awaiting_payment' && (
        <Button
          variant="secondary"
          size="sm"
          disabled={markPaid.isPending}
          aria-label={`Mark paid: booking ${attendee.reference} of ${who}`}
          onClick={() =>
            void run(async () => {
              await markPaid.mutateAsync(attendee.orderId);
              return `Booking ${attendee.reference} marked paid`;
            })
          }
        >
          Mark paid
        </Button>
      )}
      <CancelBookingDialog eventId={eventId} attendee={attendee} />
    </div>
  );
}
