import { useQuery } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { AlertActions, AlertPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { toast } from '@web/lib/toast';
import { useCancelBooking } from '../api/my-bookings';
import { eventTicketsQuery } from '../api/event-offer';
import { cancellationMoneyText } from '../ticket-texts';

export type CancellableBooking = {
  id: string;
  status: string;
  totalPence: number;
  event: { id: string; title: string; startsAt: string };
};

/**
 * "Cancel booking", behind a confirmation that says what happens to the places and the money
 * (the event's refund policy, read when the dialog opens).
 */
export function CancelBookingDialog({
  booking,
  accessKey,
  size = 'md',
}: {
  booking: CancellableBooking;
  /** The key from the e-mail's link, for a guest who is not signed in. */
  accessKey?: string | null;
  size?: 'sm' | 'md';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();
  const policy = useQuery({ ...eventTicketsQuery(booking.event.id), enabled: open });

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ orderId: booking.id, key: accessKey });
      toast.success('Your booking is cancelled.');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size={size} disabled={cancel.isPending}>
          Cancel booking<span className="sr-only"> for {booking.event.title}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertPanel width="md" aria-describedby={`${id}-what`}>
        <AlertDialog.Title className={dialogTitleClass}>Cancel your booking?</AlertDialog.Title>
        <div id={`${id}-what`} className="grid gap-2 text-ink">
          <AlertDialog.Description>
            Your places at {booking.event.title} will be given to someone else. This cannot be
            undone.
          </AlertDialog.Description>
          <p aria-live="polite">
            {policy.data
              ? cancellationMoneyText({ ...booking, startsAt: booking.event.startsAt }, policy.data)
              : booking.totalPence === 0
                ? cancellationMoneyText(
                    { ...booking, startsAt: booking.event.startsAt },
                    { refundPolicy: 'none', refundDays: 0 },
                  )
                : policy.isError
                  ? 'The refund policy could not be loaded.'
                  : 'Checking the refund policy…'}
          </p>
        </div>
        <AlertActions
          cancelLabel="Keep booking"
          actionLabel="Cancel booking"
          onAction={() => void confirm()}
        />
      </AlertPanel>
    </AlertDialog.Root>
  );
}
