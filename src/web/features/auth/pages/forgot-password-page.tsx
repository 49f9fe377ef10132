import { useState } from 'react';
import { Link } from 'react-router';
import { FORM_PAGE_TITLES } from '@shared/page-titles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { useRequestPasswordReset } from '../api/password';
import { AuthShell } from '../components/auth-shell';

// Reached from a link in the login form: the schema (with zod) comes when the form is used.
const loadSchema = () => import('@shared/auth-schemas').then((m) => m.forgotPasswordSchema);

function BackToLogIn({ className }: { className?: string }) {
  return (
    <Link
      to={paths.auth.getHref()}
      className={`${className ?? ''} font-medium text-forest-700 underline underline-offset-2`.trim()}
    >
      Back to log in
    </Link>
  );
}

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  // The address as it was typed, for the answer.
  const [typedEmail, setTypedEmail] = useState('');
  const form = useCheckedForm({
    fields: ['email'],
    loadSchema,
    onValid: async ({ email }, typed) => {
      setTypedEmail(typed.email);
      await request.mutateAsync(email).catch(() => undefined);
    },
  });
  return (
    <AuthShell title={FORM_PAGE_TITLES.forgotPassword}>
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
                If an account exists for <strong>{typedEmail}</strong>, a reset link is on its way.
                The link works for one hour.
              </p>
              <BackToLogIn />
            </div>
          ) : (
            <form {...form.formProps} className="grid gap-4">
              <FormAlert message={request.error?.message} />
              <FormField label="Email" error={form.errors.email}>
                <Input type="email" autoComplete="email" name="email" />
              </FormField>
              <Button type="submit" size="lg" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Sending...' : 'Send reset link'}
              </Button>
              <BackToLogIn className="text-center text-sm" />
            </form>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
