import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';

/** What a dialog opened through `useLazyDialog` is handed (`dialog`). */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there on closing, as to a Radix trigger. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * A dialog in a chunk of its own (a `lazyPart`) and the button that opens it. The chunk is
 * fetched (`load`, the chunk's `import()`) when the button is pointed at, focused or pressed, so
 * the page does not carry it before; the dialog is mounted on the first press and stays mounted.
 * Spread `button` on the button, spread `dialog` on the dialog, and draw the dialog through
 * `mount`.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load().catch(() => undefined);
  const dialog: LazyDialogProps = { open, onOpenChange: setOpen, trigger };
  return {
    button: {
      ref: trigger,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'data-state': open ? 'open' : 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    } as const,
    dialog,
    /** The dialog, once it has been asked for. */
    mount: (node: ReactNode) => wanted && <Suspense fallback={null}>{node}</Suspense>,
  };
}
