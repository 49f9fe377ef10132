import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { passwordHint, signUpSchema, type SignUpInput } from '@shared/auth-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-client';
import { useSignUp } from '../api/sign-up';

export function SignUpForm({ onSwitchToLogin }: { onSwitchToLogin: () => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success('Signup successful! Please check your email for verification.');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field === 'name' || field === 'email' || field === 'password')
            form.setError(field, { message: messages[0] });
        }
      }
      // Spec 01 §8: the error's message, else "An error occurred during signup".
      toast.error((error as Error).message || 'An error occurred during signup');
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an account</CardTitle>
        <CardDescription>
          Join Kindred to find gatherings and follow the facilitators you love
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert
            message={
              signUp.error ? signUp.error.message || 'An error occurred during signup' : null
            }
          />
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" placeholder="Your full name" {...form.register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Password" hint={passwordHint} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Already have an account?{' '}
            <Button variant="link" className="h-auto text-sm" onClick={onSwitchToLogin}>
              Log in
            </Button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
