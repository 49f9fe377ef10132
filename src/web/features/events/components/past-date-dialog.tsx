import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { buttonVariants } from '@web/components/ui/button';
import { formatLongDate } from '@web/lib/event-format';

/**
 * Asks before publishing an event dated before today: the public lists and search start at
 * today, so it would appear in none of them. Going back puts the cursor in the start date.
 */
export function PastDateDialog({
  startDate,
  goAheadLabel,
  onGoAhead,
  onChangeDate,
  onClose,
}: {
  /** yyyy-MM-dd; the dialog shows while it is set. */
  startDate: string | null;
  goAheadLabel: string;
  onGoAhead: () => void;
  onChangeDate: () => void;
  onClose: () => void;
}) {
  const goingAhead = useRef(false);
  return (
    <AlertDialog.Root
      open={startDate !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onOpenAutoFocus={() => (goingAhead.current = false)}
          onCloseAutoFocus={(e) => {
            if (goingAhead.current) return;
            e.preventDefault();
            onChangeDate();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-forest-900">
            This event's date has passed
          </AlertDialog.Title>
          <AlertDialog.Description className="text-ink-muted">
            It starts on {startDate ? formatLongDate(startDate) : ''}, before today. Published, it
            won't appear in the public event lists or search, which show events from today on; only
            people with its link will find it.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              Change the date
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants()}
              onClick={() => {
                goingAhead.current = true;
                onGoAhead();
              }}
            >
              {goAheadLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
