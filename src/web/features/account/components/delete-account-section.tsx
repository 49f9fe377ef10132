import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { toast } from '@web/lib/toast';
import {
  accountDeletedMessage,
  DELETE_CONFIRMATION_WORD,
  deleteAccountSchema,
  type DeleteAccountInput,
} from '@shared/account/account-schemas';
import { Button } from '@web/components/ui/button';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { applyServerErrors } from '@web/lib/apply-server-errors';
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
        <DialogPanel width="lg" scrolls>
          {open && <DeleteAccountForm items={items} />}
        </DialogPanel>
      </Dialog.Root>
    </div>
  );
}

function DeleteAccountForm({ items }: { items: string[] }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const [password, confirmation] = form.watch(['password', 'confirmation']);
  // The button waits for both: the schema's checks are the same, so they never show before it.
  const ready = password.length > 0 && confirmation === DELETE_CONFIRMATION_WORD;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (failure) {
      applyServerErrors(form, failure, { only: ['password', 'confirmation'] });
      return; // shown in the dialog
    }
    // The session went with the account: nothing this browser held of it is true any more.
    queryClient.clear();
    toast.success(accountDeletedMessage);
    await navigate(paths.home.getHref(), { replace: true });
  });

  return (
    <form
      onSubmit={(event) => (ready ? void submit(event) : event.preventDefault())}
      noValidate
      className="grid gap-4"
    >
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
          remove.error && !errors.password && !errors.confirmation
            ? remove.error.message
            : undefined
        }
      />
      <FormField label="Your password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        hint={`In capital letters, exactly: ${DELETE_CONFIRMATION_WORD}`}
        error={errors.confirmation?.message}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.register('confirmation')}
        />
      </FormField>
      {!ready && (
        <p className="text-sm text-ink-muted">
          The button works once you have entered your password and typed {DELETE_CONFIRMATION_WORD}.
        </p>
      )}
      <DialogActions
        submitLabel="Delete my account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        disabled={!ready}
        danger
      />
    </form>
  );
}
