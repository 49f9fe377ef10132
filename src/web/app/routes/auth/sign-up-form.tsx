import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { passwordHint, signUpSchema, type SignUpInput } from '@shared/auth-schemas';
import { safeReturnTo } from '@shared/return-to';
import { spaceInputSchema } from '@shared/spaces/space-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { useSignUp } from '@web/features/auth/api/sign-up';
import type { SignedUp } from '@web/features/auth/components/check-email';
import { EmailInput } from '@web/features/auth/components/email-input';
import type { FoundErrors } from '@web/features/spaces/components/form/found-errors';
import { SpaceForm } from '@web/features/spaces/components/form/space-form';
import type { EmbeddedSpaceValues } from '@web/features/spaces/components/form/use-space-form';
import { applyServerErrors, serverFieldErrors } from '@web/lib/apply-server-errors';

/** What is wrong with the space details before anything is sent: the rules, and a taken handle. */
function spaceProblems(details: EmbeddedSpaceValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = spaceInputSchema.safeParse(details.values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  if (details.handleStatus === 'taken') problems.handle ??= '✗ Already taken';
  return problems;
}

export function SignUpForm({
  onSwitchToLogin,
  onSignedUp,
}: {
  onSwitchToLogin: () => void;
  onSignedUp: (signedUp: SignedUp) => void;
}) {
  const signUp = useSignUp();
  // A booking mail's invitation links here with the address the guest booked with.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: params.get('email')?.slice(0, 254) ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [withSpace, setWithSpace] = useState(false);
  const space = useRef<EmbeddedSpaceValues | null>(null);
  const keepSpace = useCallback((next: EmbeddedSpaceValues) => {
    space.current = next;
  }, []);
  const [spaceError, setSpaceError] = useState<string | null>(null);
  const [spaceErrors, setSpaceErrors] = useState<FoundErrors | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const name = form.watch('name');

  /** Shows what is wrong with the space details where it is, and takes the person there. */
  const showSpaceErrors = (errors: Record<string, string>, forValues: FoundErrors['forValues']) => {
    setSpaceErrors({ errors, forValues });
    if (errors.displayName) setSpaceError(errors.displayName);
    else if (errors.handle)
      formElement.current?.querySelector<HTMLInputElement>('input[name="handle"]')?.focus();
  };

  const submit = form.handleSubmit(async (values) => {
    const details = withSpace
      ? (space.current ?? { values: { displayName: '' }, image: null, handleStatus: 'idle' })
      : null;
    setSpaceError(null);
    setSpaceErrors(null);
    if (details) {
      // Spec 02 §5: the space's rules, and never a handle already marked taken, before the
      // account is made.
      const problems = spaceProblems(details);
      const first = Object.values(problems)[0];
      if (first) {
        showSpaceErrors(problems, details.values);
        toast.error(problems.handle ? 'That handle is already taken' : first);
        return;
      }
    }
    try {
      const result = await signUp.mutateAsync({
        ...values,
        space: details ? spaceInputSchema.parse(details.values) : null,
        image: details?.image ?? null,
        // A visitor who pressed Follow comes back to that space after confirming (issue 14).
        returnTo: returnTo === paths.home.getHref() ? undefined : returnTo,
      });
      toast.success(result.message);
      onSignedUp({
        email: values.email.trim(),
        withSpace: details !== null,
        withImage: Boolean(details?.image),
      });
    } catch (error) {
      applyServerErrors(form, error, { only: ['name', 'email', 'password'] });
      const forSpace = serverFieldErrors(error, 'space');
      if (details && Object.keys(forSpace).length > 0) showSpaceErrors(forSpace, details.values);
      // Spec 01 §8: the error's message, else "An error occurred during signup".
      toast.error((error as Error).message || 'An error occurred during signup');
    }
  });

  // One submission at a time. The button is never disabled while it runs: a disabled button
  // would drop the keyboard's focus to <body>.
  const sending = useRef(false);
  const submitOnce = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await submit(event);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an account</CardTitle>
        <CardDescription>
          Join Kindred to find gatherings and follow the facilitators you love
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formElement}
          onSubmit={(e) => void submitOnce(e)}
          noValidate
          className="grid gap-4"
        >
          <FormAlert
            message={
              signUp.error ? signUp.error.message || 'An error occurred during signup' : null
            }
          />
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" placeholder="Your full name" {...form.register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <EmailInput {...form.register('email')} />
          </FormField>
          <FormField label="Password" hint={passwordHint} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
            <Switch.Root
              id="create-space"
              checked={withSpace}
              onCheckedChange={setWithSpace}
              className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-stone-400 data-[state=checked]:bg-forest-800"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <label htmlFor="create-space" className="grid gap-0.5">
              <span className="font-medium">I want to create my space</span>
              <span className="text-sm text-ink-muted">
                For hosting events, DJ services, venues, creative work &amp; more
              </span>
            </label>
          </div>
          {withSpace && (
            <div className="grid gap-2">
              <FormAlert message={spaceError} />
              <SpaceForm
                context="signup"
                space={null}
                defaultName={name.trim()}
                onValuesChange={keepSpace}
                outsideErrors={spaceErrors}
              />
            </div>
          )}
          <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
            {isSubmitting
              ? 'Creating account...'
              : withSpace
                ? 'Create account & space'
                : 'Create account'}
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
