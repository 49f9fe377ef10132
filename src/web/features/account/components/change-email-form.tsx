import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '@shared/account/account-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { PasswordInput } from '@web/components/ui/password-input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useChangeEmail } from '../api/change-email';

/**
 * Moves the account to a new address: the link goes to the new address, and the address
 * changes only once it is opened. Asks for the password, as anyone at an unlocked screen
 * could otherwise take the account over.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset({ newEmail: values.newEmail.trim(), password: '' });
    } catch (error) {
      applyServerErrors(form, error, { only: ['newEmail', 'password'] });
    }
  });

  if (change.isSuccess)
    return (
      <div className="grid gap-3">
        <Notice role="status">
          <p className="font-medium text-forest-900">
            We sent a link to {form.getValues('newEmail')}.
          </p>
          <p className="mt-1 text-sm text-ink">
            Open it to confirm your new address. Until then you keep using {currentEmail}. The link
            works for two days.
          </p>
        </Notice>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            change.reset();
            form.reset({ newEmail: '', password: '' });
          }}
        >
          Use a different address
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-ink">
        Your address now: <span className="font-medium break-all">{currentEmail}</span>
      </p>
      <FormAlert
        message={
          change.error && !('newEmail' in errors) && !('password' in errors)
            ? change.error.message
            : undefined
        }
      />
      <FormField
        label="New e-mail address"
        hint="We send a link to it; your address changes once you open it."
        error={errors.newEmail?.message}
      >
        <Input type="email" autoComplete="email" {...form.register('newEmail')} />
      </FormField>
      <FormField label="Current password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="outline" className="justify-self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send the link'}
      </Button>
    </form>
  );
}
