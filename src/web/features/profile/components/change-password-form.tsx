import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { changePasswordSchema, passwordHint } from '@shared/auth-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success('Password changed. Your other devices have been signed out.');
    } catch {
      // shown by the alert
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert message={change.error?.message} />
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New password" hint={passwordHint} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <Button type="submit" variant="outline" className="justify-self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
