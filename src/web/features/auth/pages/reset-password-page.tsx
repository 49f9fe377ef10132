import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { passwordHint, resetPasswordSchema } from '@shared/auth-schemas';
import { SITE_PAGES } from '@shared/site-pages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { useResetPassword } from '../api/password';
import { AuthShell } from '../components/auth-shell';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<{ newPassword: string }>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '' },
  });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, newPassword });
      toast.success('Your password has been changed. Please log in.');
      await navigate(paths.auth.getHref(), { replace: true });
    } catch {
      // shown by the alert below
    }
  });

  return (
    <AuthShell title={SITE_PAGES.resetPassword.title}>
      <Card>
        <CardHeader>
          <CardTitle>Choose a new password</CardTitle>
          <CardDescription>
            For your security, you'll be signed out on every device.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!token || linkError ? (
            <div role="alert" className="grid gap-4">
              <p>This reset link is invalid or has expired.</p>
              <Link
                to={paths.forgotPassword.getHref()}
                className="font-medium text-forest-700 underline underline-offset-2"
              >
                Ask for a new link
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormAlert message={reset.error?.message} />
              <FormField
                label="New password"
                hint={passwordHint}
                error={form.formState.errors.newPassword?.message}
              >
                <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
              </FormField>
              <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Saving...' : 'Save new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
