import { AlertDialog, Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { Button, buttonVariants } from './button';
import { dialogOverlayClass, dialogPanelClass } from './dialog-styles';
import { cn } from '@web/lib/cn';

/**
 * The parts every dialog of the app draws the same way: the dimmed page and the panel (one for
 * Radix's Dialog, one for its AlertDialog, which are separate parts), and the row of buttons at
 * the bottom, Cancel first and the action last.
 */

// Written out whole so that Tailwind finds each class in the source.
const WIDTHS = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(30rem,calc(100vw-2rem))]',
  lg: 'w-[min(32rem,calc(100vw-2rem))]',
  xl: 'w-[min(34rem,calc(100vw-2rem))]',
  '2xl': 'w-[min(36rem,calc(100vw-2rem))]',
} as const;

type PanelLooks = {
  /** 28rem (sm) to 36rem (2xl), never wider than the window less 2rem. */
  width: keyof typeof WIDTHS;
  /** A panel taller than the window scrolls inside it. */
  scrolls?: boolean;
};

const panelClass = ({ width, scrolls }: PanelLooks, className?: string) =>
  cn(
    dialogPanelClass,
    scrolls && 'max-h-[calc(100dvh-2rem)] overflow-y-auto',
    WIDTHS[width],
    className,
  );

/**
 * A dialog's `onCloseAutoFocus` when it may outlive what opened it: the focus goes back to
 * `opener`, or to `fallback` once the opener has left the page (its row went with a change).
 */
export const focusOpenerOnClose =
  (opener: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) =>
  (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : fallback.current;
    target?.focus();
  };

/** A Dialog's overlay and panel, in its portal; what is left to say goes on the panel. */
export function DialogPanel({
  width,
  scrolls,
  className,
  ...content
}: PanelLooks & ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={dialogOverlayClass} />
      <Dialog.Content className={panelClass({ width, scrolls }, className)} {...content} />
    </Dialog.Portal>
  );
}

/** The same for an AlertDialog: a question that must be answered before anything else. */
export function AlertPanel({
  width,
  scrolls,
  className,
  ...content
}: PanelLooks & ComponentProps<typeof AlertDialog.Content>) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className={dialogOverlayClass} />
      <AlertDialog.Content className={panelClass({ width, scrolls }, className)} {...content} />
    </AlertDialog.Portal>
  );
}

const actionsClass = 'flex flex-wrap justify-end gap-2';

/**
 * A dialog form's buttons: Cancel closes the dialog; the submit button says `pendingLabel` and
 * takes no second press while the change is sent.
 */
export function DialogActions({
  submitLabel,
  pendingLabel = 'Saving…',
  pending,
  disabled,
  danger,
  cancelLabel = 'Cancel',
}: {
  submitLabel: ReactNode;
  /** The way back, named for where it leads where "Cancel" could be read as undoing more. */
  cancelLabel?: string;
  pendingLabel?: string;
  pending: boolean;
  /** Not yet ready to send (a confirmation still to type). */
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <div className={actionsClass}>
      <Dialog.Close asChild>
        <Button variant="ghost">{cancelLabel}</Button>
      </Dialog.Close>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={disabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

/** An AlertDialog's answers: the way back (`cancelLabel`) and the change, which is dangerous. */
export function AlertActions({
  cancelLabel,
  actionLabel,
  onAction,
}: {
  cancelLabel: string;
  actionLabel: ReactNode;
  onAction: () => void;
}) {
  return (
    <div className={actionsClass}>
      <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })}>
        {cancelLabel}
      </AlertDialog.Cancel>
      <AlertDialog.Action className={buttonVariants({ variant: 'danger' })} onClick={onAction}>
        {actionLabel}
      </AlertDialog.Action>
    </div>
  );
}
