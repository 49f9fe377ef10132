import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@shared/auth-schemas';
import { SITE_PAGES } from '@shared/site-pages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useRequestPasswordReset } from '../api/password';
import { AuthShell } from '../components/auth-shell';

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    await request.mutateAsync(email).catch(() => undefined);
  });
  return (
    <AuthShell title={SITE_PAGES.forgotPassword.title}>
      <Card>
        <CardHeader>
          <CardTitle>Forgot your password?</CardTitle>
          <CardDescription>
            Enter the e-mail address of your account and we'll send you a link to choose a new one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {request.isSuccess ? (
            <div role="status" className="grid gap-4">
              <p>
                If an account exists for <strong>{form.getValues('email')}</strong>, a reset link is
                on its way. The link works for one hour.
              </p>
              <Link
                to={paths.auth.getHref()}
                className="font-medium text-forest-700 underline underline-offset-2"
              >
                Back to log in
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormAlert message={request.error?.message} />
              <FormField label="Email" error={form.formState.errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
              </Button>
              <Link
                to={paths.auth.getHref()}
                className="text-center text-sm font-medium text-forest-700 underline underline-offset-2"
              >
                Back to log in
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
