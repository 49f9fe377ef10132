import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { signIn } from '../api/sign-in';
import { EmailInput } from './email-input';

// The first page people land on from "Log in to follow": it comes without react-hook-form,
// and the shared schema (with zod) arrives when the form is first used (issue 14, ADR 22).
const loadSchema = () => import('@shared/auth-schemas').then((module) => module.signInSchema);

export function LoginForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, formProps } = useCheckedForm({
    fields: ['email', 'password'],
    loadSchema,
    onValid: async (values) => {
      setFailure(null);
      try {
        await signIn(queryClient, values);
      } catch (error) {
        // Spec 01 §8: the error's message, else "Failed to sign in".
        const message = (error as Error).message || 'Failed to sign in';
        setFailure(message);
        toast.error(message);
      }
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Welcome back</CardTitle>
        <CardDescription>Enter your email and password to login to your account</CardDescription>
      </CardHeader>
      <CardContent>
        <form {...formProps} className="grid gap-4">
          <FormAlert message={failure} />
          <FormField label="Email" error={errors.email}>
            <EmailInput name="email" />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <PasswordInput name="password" autoComplete="current-password" />
          </FormField>
          <Link
            to={paths.forgotPassword.getHref()}
            className="justify-self-end text-sm font-medium text-forest-700 underline underline-offset-2"
          >
            Forgot password?
          </Link>
          <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Logging in...' : 'Log in'}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Don't have an account?{' '}
            <Button variant="link" size="inline" onClick={onSwitchToSignUp}>
              Sign up
            </Button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
