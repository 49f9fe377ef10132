import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '@web/lib/toast';
import { REASON_MAX, reasonSchema, type Person } from '@shared/admin-schemas';
import { Button } from '@web/components/ui/button';
import { DialogActions, DialogPanel, focusOpenerOnClose } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField, LengthCount } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { applyServerErrors, serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { useSetRole, useSetSuspended } from '../api/people';

export type PersonAction =
  'grantHost' | 'revokeHost' | 'grantAdmin' | 'revokeAdmin' | 'suspend' | 'restore';

export const personName = (p: Person) => `${p.firstName} ${p.lastName}`.trim() || p.email;

/** What each action is called, what its dialog says, and what the toast says once it is done. */
const ACTIONS: Record<
  PersonAction,
  {
    menu: string;
    title: (name: string) => string;
    description: string;
    confirm: string;
    done: (name: string) => string;
    reason?: true;
    danger?: true;
  }
> = {
  grantHost: {
    menu: 'Make host',
    title: (name) => `Make ${name} a host?`,
    description:
      'They can create and publish events, and have a dashboard and a personal space. Their browser notices within 30 seconds.',
    confirm: 'Make host',
    done: (name) => `${name} is now a host`,
  },
  revokeHost: {
    menu: 'Remove host',
    title: (name) => `Remove host from ${name}?`,
    description:
      'They can no longer create events or use the host dashboard. Events they have already published stay as they are.',
    confirm: 'Remove host',
    done: (name) => `${name} is no longer a host`,
    danger: true,
  },
  grantAdmin: {
    menu: 'Make super admin',
    title: (name) => `Make ${name} a super admin?`,
    description:
      'They can manage banners, people and their roles, and read the audit log. Their browser notices within 30 seconds.',
    confirm: 'Make super admin',
    done: (name) => `${name} is now a super admin`,
  },
  revokeAdmin: {
    menu: 'Remove super admin',
    title: (name) => `Remove super admin from ${name}?`,
    description: 'They lose the Super Admin area. Their browser notices within 30 seconds.',
    confirm: 'Remove super admin',
    done: (name) => `${name} is no longer a super admin`,
    danger: true,
  },
  suspend: {
    menu: 'Suspend account…',
    title: (name) => `Suspend ${name}?`,
    description:
      'Their sessions end at once and they cannot sign in. Their space and events are hidden from everyone until you restore the account.',
    confirm: 'Suspend account',
    done: (name) => `${name}’s account is suspended`,
    reason: true,
    danger: true,
  },
  restore: {
    menu: 'Restore account…',
    title: (name) => `Restore ${name}?`,
    description: 'They can sign in again, and their space and events are shown again.',
    confirm: 'Restore account',
    done: (name) => `${name}’s account is restored`,
    reason: true,
  },
};

/** The actions offered for a person, in menu order. Nobody is offered to remove their own admin. */
function actionsFor(person: Person, viewerId: string | undefined): PersonAction[] {
  const self = person.id === viewerId;
  return [
    person.isHost ? 'revokeHost' : 'grantHost',
    person.isSuperAdmin ? (self ? null : 'revokeAdmin') : 'grantAdmin',
    self ? null : person.suspension ? 'restore' : 'suspend',
  ].filter((a): a is PersonAction => a !== null);
}

/** A menu item's look; its words' colour is the caller's (red for an action that removes). */
const itemClass =
  'flex cursor-pointer items-center rounded-lg px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-sage-100 data-[highlighted]:text-forest-900';

/**
 * A person's actions: a menu, and for the one chosen a dialog that asks before it is done (with
 * the reason, for a suspension or a restore). Focus comes back to the menu's button afterwards,
 * or to `fallbackFocus` when the person has left the list (a filter no longer matches them).
 */
export function PersonActions({
  person,
  viewerId,
  fallbackFocus,
}: {
  person: Person;
  viewerId: string | undefined;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const [action, setAction] = useState<PersonAction | null>(null);
  // Set as the item is chosen, before the menu closes: the menu then leaves the focus to the
  // dialog rather than taking it back to its button after the dialog has opened.
  const chosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = personName(person);

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button ref={trigger} variant="outline" size="sm" aria-label={`Actions for ${name}`}>
            Actions
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
            // The dialog that opens takes the focus; it gives it back when it closes.
            onCloseAutoFocus={(event) => {
              if (chosen.current) event.preventDefault();
              chosen.current = false;
            }}
          >
            {actionsFor(person, viewerId).map((a) => (
              <DropdownMenu.Item
                key={a}
                className={cn(itemClass, ACTIONS[a].danger ? 'text-red-800' : 'text-ink')}
                onSelect={() => {
                  chosen.current = true;
                  setAction(a);
                }}
              >
                {ACTIONS[a].menu}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog.Root open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
        <DialogPanel
          width="md"
          scrolls
          onCloseAutoFocus={focusOpenerOnClose(trigger, fallbackFocus)}
        >
          {action && <ActionForm person={person} action={action} onClose={() => setAction(null)} />}
        </DialogPanel>
      </Dialog.Root>
    </>
  );
}

/** A role change asks nothing; a suspension or a restore asks the reason (`reasonSchema`). */
const noFields = z.object({ reason: z.string().optional() });

function ActionForm({
  person,
  action,
  onClose,
}: {
  person: Person;
  action: PersonAction;
  onClose: () => void;
}) {
  const setRole = useSetRole();
  const setSuspended = useSetSuspended();
  const text = ACTIONS[action];
  const form = useForm<{ reason?: string }>({
    resolver: zodResolver(text.reason ? reasonSchema : noFields),
    defaultValues: { reason: '' },
    // As before: typing clears the message; the reason is checked again on the next press.
    reValidateMode: 'onSubmit',
  });
  const name = personName(person);
  const error = setRole.error ?? setSuspended.error;
  const length = (form.watch('reason') ?? '').trim().length;

  const submit = form.handleSubmit(async ({ reason = '' }) => {
    try {
      if (action === 'suspend' || action === 'restore')
        await setSuspended.mutateAsync({
          id: person.id,
          suspended: action === 'suspend',
          reason,
        });
      else
        await setRole.mutateAsync({
          id: person.id,
          role: action === 'grantHost' || action === 'revokeHost' ? 'host' : 'superAdmin',
          granted: action === 'grantHost' || action === 'grantAdmin',
        });
    } catch (failure) {
      applyServerErrors(form, failure, { only: ['reason'] });
      return; // said in the dialog
    }
    toast.success(text.done(name));
    onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Dialog.Title className={dialogTitleClass}>{text.title(name)}</Dialog.Title>
      <Dialog.Description className="text-ink">{text.description}</Dialog.Description>
      <p className="text-sm text-ink-muted">{person.email}</p>
      <FormAlert message={error && !serverFieldErrors(error).reason ? error.message : undefined} />
      {text.reason && (
        <>
          <FormField
            label="Reason"
            hint="Kept in the audit log with this change."
            error={form.formState.errors.reason?.message}
          >
            <Textarea
              maxLength={REASON_MAX + 100}
              aria-required="true"
              {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
            />
          </FormField>
          <LengthCount length={length} max={REASON_MAX} />
        </>
      )}
      <DialogActions
        submitLabel={text.confirm}
        pending={form.formState.isSubmitting}
        danger={text.danger}
      />
    </form>
  );
}
