import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { MoveDirection } from '@shared/catalogues/catalogue-schemas';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DialogActions, DialogPanel, focusOpenerOnClose } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormAlert } from '@web/components/ui/form-alert';
import { HeadedSection } from '@web/components/ui/headed-section';
import type { Rewording } from '@web/components/ui/reworded-resolver';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';

/** The pieces the catalogue sections share: their frame, dialogs, order buttons, counts. */

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
      onCloseAutoFocus: focusOpenerOnClose(opener, fallback),
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
 * item reaches the top or the bottom. After a move, the focus follows the item; a failed move
 * is said in a toast.
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
    } catch (failure) {
      toast.error((failure as Error).message);
      return;
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

/**
 * The cells of one item of a numbered catalogue list, inside the row the section draws: its
 * place, its name (`children`), how many events use it, and its move and action buttons. `move`
 * is the catalogue's move request; `onMoved` says where the item went, from the new order.
 */
export function OrderedItemCells<TOrder>({
  item,
  index,
  total,
  moveKey,
  move,
  onMoved,
  actions,
  children,
}: {
  item: { id: number; name: string; eventCount: number };
  /** Where the item stands, from 0, in a list of `total`. */
  index: number;
  total: number;
  moveKey: string;
  move: {
    isPending: boolean;
    mutateAsync: (input: { id: number; direction: MoveDirection }) => Promise<TOrder>;
  };
  onMoved: (order: TOrder) => void;
  actions: (ItemAction | false)[];
  children: ReactNode;
}) {
  return (
    <>
      <span className="w-6 text-right text-sm text-ink-muted tabular-nums">{index + 1}.</span>
      {children}
      <span className="text-sm whitespace-nowrap text-ink-muted">
        {countOf(item.eventCount, 'event')}
      </span>
      <span className="ml-auto flex flex-wrap items-center gap-1">
        <MoveButtons
          name={item.name}
          moveKey={moveKey}
          first={index === 0}
          last={index === total - 1}
          pending={move.isPending}
          onMove={(direction) => move.mutateAsync({ id: item.id, direction }).then(onMoved)}
        />
        <ItemActions actions={actions} />
      </span>
    </>
  );
}

/**
 * A catalogue's section: its heading, what the catalogue is for (`intro`), the button that adds
 * an item (`add`), and a visually hidden line that screen readers read out when `announcement`
 * changes (a move, say). Dialogs hand the focus back to the heading (`headingRef`) when the
 * button that opened them has gone.
 */
export function CatalogueSection({
  title,
  headingRef,
  intro,
  add,
  announcement,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  intro: ReactNode;
  add?: { label: string; onClick: () => void };
  announcement?: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      title={title}
      headingRef={headingRef}
      headingClassName="max-w-3xl"
      intro={intro}
      action={
        add && (
          <Button onClick={add.onClick}>
            <Plus aria-hidden="true" />
            {add.label}
          </Button>
        )
      }
    >
      {announcement !== undefined && (
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      )}
      {children}
    </HeadedSection>
  );
}

/**
 * A group of a catalogue's items (the facts of one kind, the tags of one group): its title, how
 * many it holds (`count`, in words), its own `actions` and the button that adds an item to it
 * (`add`), above its items (`children`).
 */
export function CatalogueGroup({
  title,
  count,
  add,
  actions,
  children,
}: {
  title: string;
  count: string;
  add: { label: string; onClick: () => void };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="flat" className="grid gap-3 p-4" asChild>
      <div role="group" aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="font-sans text-lg font-semibold text-forest-900">
            {title}
          </h3>
          <span className="text-sm text-ink-muted">{count}</span>
          <span className="ml-auto flex flex-wrap gap-1">
            {actions}
            <Button
              variant="outline"
              size="sm"
              aria-label={`${add.label} in ${title}`}
              onClick={add.onClick}
            >
              <Plus aria-hidden="true" />
              {add.label}
            </Button>
          </span>
        </div>
        {children}
      </div>
    </Card>
  );
}

/** An empty catalogue of what hosts choose from for their events ("No categories yet"). */
export function NoEventChoicesYet({ items }: { items: string }) {
  return (
    <EmptyListWords
      title={`No ${items} yet`}
      hint="Add the first one: hosts choose from these when they create an event."
    />
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
