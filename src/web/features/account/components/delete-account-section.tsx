import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { accountDeletedMessage, DELETE_CONFIRMATION_WORD } from '@shared/account/account-schemas';
import { Button } from '@web/components/ui/button';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { useDeleteAccount } from '../api/delete-account';

/** What deleting takes with it, in the words the person reads before they confirm. */
function whatGoes(isHost: boolean): string[] {
  return [
    'your profile, your name and your photo;',
    ...(isHost
      ? [
          'your personal space, its page and its pictures;',
          'your events, published or draft: they are taken down and deleted. Events you co-host for someone else stay with their host, without you;',
          'your co-host invitations, sent and received;',
        ]
      : []),
    'who you follow, and who follows you;',
    'your notifications and e-mail settings;',
    'your password, and your sign-in on every device.',
  ];
}

/**
 * The danger zone: deleting the account for good, after typing the password and the word
 * DELETE in a dialog. On success the session is gone; the browser lands on the home page.
 */
export function DeleteAccountSection({ isHost }: { isHost: boolean }) {
  const [open, setOpen] = useState(false);
  const items = whatGoes(isHost);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 text-sm text-ink">
        <p>Deleting your account removes, for good:</p>
        <ul className="grid list-disc gap-1 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Your e-mail address is then free to sign up again, as a new account.{' '}
          <strong className="font-semibold">This cannot be undone.</strong>
        </p>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="danger" className="justify-self-start">
            Delete account…
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClass} />
          <Dialog.Content
            className={cn(
              dialogPanelClass,
              'max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto',
            )}
          >
            {open && <DeleteAccountForm items={items} onCancel={() => setOpen(false)} />}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function DeleteAccountForm({ items, onCancel }: { items: string[]; onCancel: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const ready = password.length > 0 && confirmation === DELETE_CONFIRMATION_WORD;
  const fieldErrors = serverFieldErrors(remove.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || remove.isPending) return;
    try {
      await remove.mutateAsync({ password, confirmation });
    } catch {
      return; // shown in the dialog
    }
    // The session went with the account: nothing this browser held of it is true any more.
    queryClient.clear();
    toast.success(accountDeletedMessage);
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Dialog.Title className={dialogTitleClass}>Delete your account?</Dialog.Title>
      <Dialog.Description className="text-ink">
        This deletes your account and everything listed below at once. It cannot be undone.
      </Dialog.Description>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <FormAlert
        message={
          remove.error && !fieldErrors.password && !fieldErrors.confirmation
            ? remove.error.message
            : undefined
        }
      />
      <FormField label="Your password" error={fieldErrors.password}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        hint={`In capital letters, exactly: ${DELETE_CONFIRMATION_WORD}`}
        error={fieldErrors.confirmation}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </FormField>
      {!ready && (
        <p className="text-sm text-ink-muted">
          The button works once you have entered your password and typed {DELETE_CONFIRMATION_WORD}.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={!ready || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
