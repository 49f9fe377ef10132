import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import type { SignInInput } from '@shared/auth-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useSignIn } from '../api/sign-in';
import { EmailInput } from './email-input';

// The schema (and zod) arrive when the form is first used: /login opens without them.
const signInResolver = lazyResolver<SignInInput>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/auth-schemas'),
  ]);
  return zodResolver(signInSchema);
});

export function LoginForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      // Spec 01 §8: the error's message, else "Failed to sign in".
      toast.error((error as Error).message || 'Failed to sign in');
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Welcome back</CardTitle>
        <CardDescription>Enter your email and password to login to your account</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} onFocus={signInResolver.prefetch} noValidate className="grid gap-4">
          <FormAlert message={signIn.error ? signIn.error.message || 'Failed to sign in' : null} />
          <FormField label="Email" error={errors.email?.message}>
            <EmailInput {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Link
            to={paths.forgotPassword.getHref()}
            className="justify-self-end text-sm font-medium text-forest-700 underline underline-offset-2"
          >
            Forgot password?
          </Link>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Logging in...' : 'Log in'}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Don't have an account?{' '}
            <Button variant="link" className="h-auto text-sm" onClick={onSwitchToSignUp}>
              Sign up
            </Button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
