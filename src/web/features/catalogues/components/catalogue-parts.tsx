import { ArrowDown, ArrowUp } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { MoveDirection } from '@shared/catalogues/catalogue-schemas';
import { Button } from '@web/components/ui/button';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormAlert } from '@web/components/ui/form-alert';
import type { Rewording } from '@web/components/ui/reworded-resolver';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverFieldErrors } from '@web/lib/apply-server-errors';

/** The pieces the three catalogue sections share: dialogs, order buttons, counts. */

export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/**
 * Which dialog is open (`state`), and where the keyboard goes when it closes: back to the button
 * that opened it, or to `fallback` (the section's heading) when that button has gone with the
 * item it belonged to. `props` are the open dialog's (`DialogProps`): closing it, and the focus.
 */
export function useDialog<T>(fallback: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    state,
    open: (next: T) => {
      opener.current = document.activeElement as HTMLElement | null;
      setState(next);
    },
    props: {
      onClose: () => setState(null),
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        const target = opener.current?.isConnected ? opener.current : fallback.current;
        target?.focus();
      },
    },
  };
}

/** A dialog holding a small form: a title, what it does, its fields, and Cancel and the action. */
export function FormDialog({
  onClose,
  onCloseAutoFocus,
  title,
  description,
  submitLabel,
  pending,
  error,
  danger,
  onSubmit,
  children,
}: {
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** A message for the whole form (one for a field is shown under it instead). */
  error?: string | null;
  danger?: boolean;
  /** The form's own submit handler: checks the fields, then sends. */
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    if (pending) event.preventDefault();
    else onSubmit(event);
  };
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <DialogPanel
        width="md"
        scrolls
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="text-ink">{description}</Dialog.Description>
          )}
          <FormAlert message={error} />
          {children}
          <DialogActions submitLabel={submitLabel} pending={pending} danger={danger} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}

/** The message of a failed request that belongs to the whole form, not to one of its fields. */
export function formError(error: Error | null, fields: string[]): string | null {
  if (!error) return null;
  const byField = serverFieldErrors(error);
  return fields.some((field) => byField[field]) ? null : error.message;
}

/**
 * The shared schemas' checks of a catalogue name, said as the super admin's screens say them:
 * "Enter a name." whatever the catalogue (the API names it: "Enter a name for the tag.").
 */
export const nameWording: Rewording = { name: { too_small: 'Enter a name.' } };

/**
 * Up and down buttons for an item of an ordered list. At either end the button stays in the
 * tab order but says it is unavailable (aria-disabled), so the keyboard is never dropped when an
 * item reaches the top or the bottom. After a move, the focus follows the item.
 */
export function MoveButtons({
  name,
  moveKey,
  first,
  last,
  pending,
  onMove,
}: {
  /** What is moved, for the buttons' names: "Move Yoga up". */
  name: string;
  /** Unique on the page: finds the button again after the list is redrawn. */
  moveKey: string;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (direction: MoveDirection) => Promise<unknown>;
}) {
  const move = async (direction: MoveDirection) => {
    if (pending || (direction === 'up' ? first : last)) return;
    try {
      await onMove(direction);
    } catch {
      return; // the section says what went wrong
    }
    document.querySelector<HTMLElement>(`[data-move="${moveKey}:${direction}"]`)?.focus();
  };
  const button = (direction: MoveDirection) => {
    const unavailable = direction === 'up' ? first : last;
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        variant="ghost"
        size="icon-sm"
        className="px-0 text-sm aria-disabled:opacity-40"
        aria-label={`Move ${name} ${direction}`}
        aria-disabled={unavailable || undefined}
        data-move={`${moveKey}:${direction}`}
        onClick={() => void move(direction)}
      >
        <Icon aria-hidden="true" />
      </Button>
    );
  };
  return (
    <span className="flex items-center">
      {button('up')}
      {button('down')}
    </span>
  );
}

/**
 * A button acting on one item of a catalogue: `text` says what it does, `label` says it with the
 * item's name for screen readers ("Delete Yoga"). The item's main action is `outline`d.
 */
export type ItemAction = { text: string; label: string; onClick: () => void; outline?: boolean };

/** An item's buttons, in order; an action not offered for this item is `false`. */
export function ItemActions({ actions }: { actions: (ItemAction | false)[] }) {
  return actions.map(
    (action) =>
      action && (
        <Button
          key={action.text}
          variant={action.outline ? 'outline' : 'ghost'}
          size="sm"
          aria-label={action.label}
          onClick={action.onClick}
        >
          {action.text}
        </Button>
      ),
  );
}

/** A visually hidden line that screen readers read out when it changes (a move, say). */
export function LiveMessage({ message }: { message: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

/**
 * A catalogue's list while it loads, when it could not be read, when it is empty (`empty`), and
 * once it has items (`children`, handed the catalogue).
 */
export function CatalogueBody<T>({
  query: { data, isPending, error },
  isEmpty,
  empty,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: Error | null };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (isPending) return <Skeleton className="h-64" />;
  if (data === undefined)
    return (
      <p role="alert" className="text-red-700">
        {error?.message}
      </p>
    );
  if (isEmpty(data)) return <EmptyState>{empty}</EmptyState>;
  return children(data);
}
