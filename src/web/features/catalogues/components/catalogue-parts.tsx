import { ArrowDown, ArrowUp } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { MoveDirection } from '@shared/catalogues/catalogue-schemas';
import { Button } from '@web/components/ui/button';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';

/** The pieces the three catalogue sections share: dialogs, order buttons, counts. */

export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/**
 * Which dialog is open (`state`), and where the keyboard goes when it closes: back to the button
 * that opened it, or to `fallback` (the section's heading) when that button has gone with the
 * item it belonged to.
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
    close: () => setState(null),
    restoreFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    },
  };
}

/** A dialog holding a small form: a title, what it does, its fields, and Cancel and the action. */
export function FormDialog({
  open,
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
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** A message for the whole form (one for a field is shown under it instead). */
  error?: string | null;
  danger?: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={cn(
            dialogPanelClass,
            'max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto',
          )}
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
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
                {pending ? 'Saving…' : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The message of a failed request that belongs to the whole form, not to one of its fields. */
export function formError(error: Error | null, fields: string[]): string | null {
  if (!error) return null;
  const byField = serverFieldErrors(error);
  return fields.some((field) => byField[field]) ? null : error.message;
}

/** A name field with its error: the browser's own check first, then the server's. */
export function NameField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        autoComplete="off"
        maxLength={120}
      />
    </FormField>
  );
}

/** The name as the server will keep it, or what is wrong with it. */
export function checkName(value: string, max: number): string | undefined {
  const name = value.trim();
  if (!name) return 'Enter a name.';
  if (name.length > max) return `Keep the name to ${max} characters or fewer.`;
  return undefined;
}

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
        size="sm"
        className="size-9 px-0 aria-disabled:opacity-40"
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

/** A visually hidden line that screen readers read out when it changes (a move, say). */
export function LiveMessage({ message }: { message: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

/** A section's heading and what it is for, in the style of the other super admin sections. */
export function SectionHeading({
  id,
  headingRef,
  title,
  children,
  action,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-3xl">
        <h2
          ref={headingRef}
          id={id}
          tabIndex={-1}
          className="text-2xl font-semibold text-forest-900 outline-none"
        >
          {title}
        </h2>
        <div className="mt-1 grid gap-1 text-ink-muted">{children}</div>
      </div>
      {action}
    </div>
  );
}
