import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { passwordHint } from '@shared/password-rules';
import { FORM_PAGE_TITLES } from '@shared/page-titles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { useResetPassword } from '../api/password';
import { AuthShell } from '../components/auth-shell';

// Reached from an e-mailed link: the schema (with zod) comes when the form is used.
const loadSchema = () => import('@shared/auth-schemas').then((m) => m.resetPasswordSchema);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useCheckedForm({
    fields: ['newPassword'],
    loadSchema,
    onValid: async ({ newPassword }) => {
      if (!token) return;
      try {
        await reset.mutateAsync({ token, newPassword });
        toast.success('Your password has been changed. Please log in.');
        await navigate(paths.auth.getHref(), { replace: true });
      } catch {
        // shown by the alert below
      }
    },
  });

  return (
    <AuthShell title={FORM_PAGE_TITLES.resetPassword}>
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
            <form {...form.formProps} className="grid gap-4">
              <FormAlert message={reset.error?.message} />
              <FormField label="New password" hint={passwordHint} error={form.errors.newPassword}>
                <PasswordInput autoComplete="new-password" name="newPassword" />
              </FormField>
              <Button type="submit" size="lg" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Saving...' : 'Save new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
