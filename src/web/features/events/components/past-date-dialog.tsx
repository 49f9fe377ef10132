import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { buttonVariants } from '@web/components/ui/button';
import { formatLongDate } from '@web/lib/london-time';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { cn } from '@web/lib/cn';

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
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          onOpenAutoFocus={() => (goingAhead.current = false)}
          onCloseAutoFocus={(e) => {
            if (goingAhead.current) return;
            e.preventDefault();
            onChangeDate();
          }}
          className={cn(dialogPanelClass, 'w-[min(30rem,calc(100vw-2rem))]')}
        >
          <AlertDialog.Title className={dialogTitleClass}>
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
