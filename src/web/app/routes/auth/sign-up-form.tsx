import { Suspense, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { passwordHint } from '@shared/password-rules';
import { safeReturnTo } from '@shared/return-to';
import type { SpaceInput } from '@shared/spaces/space-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { SwitchRoot, SwitchThumb } from '@web/components/ui/switch';
import { paths } from '@web/config/paths';
import { signUp } from '@web/features/auth/api/sign-up';
import type { SignedUp } from '@web/features/auth/components/check-email';
import { EmailInput } from '@web/features/auth/components/email-input';
import type { FoundErrors } from '@web/features/spaces/components/form/found-errors';
import type { EmbeddedSpaceValues } from '@web/features/spaces/components/form/use-space-form';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { lazyPart } from '@web/lib/lazy-part';
import { useCheckedForm } from '@web/lib/use-checked-form';

// `/signup` opens on this form (issue 14, ADR 22): the schemas (with zod) come when the form is
// first used, and the space form when its switch is turned on (fetched early on hover or focus).
const loadSchema = () => import('@shared/auth-schemas').then((module) => module.signUpSchema);
const loadSpaceSchema = () =>
  import('@shared/spaces/space-schemas').then((module) => module.spaceInputSchema);
const loadSpaceForm = () => import('@web/features/spaces/components/form/space-form');
const SpaceForm = lazyPart('sign-up-space-form', () =>
  loadSpaceForm().then((module) => module.SpaceForm),
);
const prefetchSpaceForm = () => void loadSpaceForm().catch(() => undefined);

/**
 * The space details as the API takes them, or what is wrong with them before anything is sent:
 * the rules, and a taken handle. Should the rules not arrive, the details go unchecked to the
 * server, which says what is wrong.
 */
async function checkSpace(
  details: EmbeddedSpaceValues,
): Promise<{ input: SpaceInput | null; problems: Record<string, string> }> {
  const problems: Record<string, string> = {};
  let input: SpaceInput | null = details.values;
  const spaceInputSchema = await loadSpaceSchema().catch(() => null);
  if (spaceInputSchema) {
    const parsed = spaceInputSchema.safeParse(details.values);
    if (parsed.success) input = parsed.data;
    else {
      input = null;
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    }
  }
  if (details.handleStatus === 'taken') problems.handle ??= '✗ Already taken';
  return { input, problems };
}

export function SignUpForm({
  onSwitchToLogin,
  onSignedUp,
}: {
  onSwitchToLogin: () => void;
  onSignedUp: (signedUp: SignedUp) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // A booking mail's invitation links here with the address the guest booked with.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [withSpace, setWithSpace] = useState(false);
  const space = useRef<EmbeddedSpaceValues | null>(null);
  const keepSpace = useCallback((next: EmbeddedSpaceValues) => {
    space.current = next;
  }, []);
  const [spaceError, setSpaceError] = useState<string | null>(null);
  const [spaceErrors, setSpaceErrors] = useState<FoundErrors | null>(null);
  // The space's name starts as the person's.
  const [name, setName] = useState('');

  const form = useCheckedForm({
    fields: ['name', 'email', 'password'],
    loadSchema,
    onValid: async (values) => {
      const details = withSpace
        ? (space.current ?? { values: { displayName: '' }, image: null, handleStatus: 'idle' })
        : null;
      setSpaceError(null);
      setSpaceErrors(null);
      let spaceInput: SpaceInput | null = null;
      if (details) {
        // Spec 02 §5: the space's rules, and never a handle already marked taken, before the
        // account is made.
        const { input, problems } = await checkSpace(details);
        const first = Object.values(problems)[0];
        if (first) {
          showSpaceErrors(problems, details.values);
          toast.error(problems.handle ? 'That handle is already taken' : first);
          return;
        }
        spaceInput = input;
      }
      setFailure(null);
      try {
        const result = await signUp({
          ...values,
          space: spaceInput,
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
        form.showServerErrors(serverFieldErrors(error));
        const forSpace = serverFieldErrors(error, 'space');
        if (details && Object.keys(forSpace).length > 0) showSpaceErrors(forSpace, details.values);
        // Spec 01 §8: the error's message, else "An error occurred during signup".
        const message = (error as Error).message || 'An error occurred during signup';
        setFailure(message);
        toast.error(message);
      }
    },
  });
  const { errors, isSubmitting } = form;

  /** Shows what is wrong with the space details where it is, and takes the person there. */
  const showSpaceErrors = (errors: Record<string, string>, forValues: FoundErrors['forValues']) => {
    setSpaceErrors({ errors, forValues });
    if (errors.displayName) setSpaceError(errors.displayName);
    else if (errors.handle)
      form.formProps.ref.current?.querySelector<HTMLInputElement>('input[name="handle"]')?.focus();
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
        <form {...form.formProps} className="grid gap-4">
          <FormAlert message={failure} />
          <FormField label="Name" error={errors.name}>
            <Input
              autoComplete="name"
              placeholder="Your full name"
              name="name"
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <FormField label="Email" error={errors.email}>
            <EmailInput name="email" defaultValue={params.get('email')?.slice(0, 254) ?? ''} />
          </FormField>
          <FormField label="Password" hint={passwordHint} error={errors.password}>
            <PasswordInput autoComplete="new-password" name="password" />
          </FormField>
          <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
            <SwitchRoot
              id="create-space"
              checked={withSpace}
              onCheckedChange={setWithSpace}
              onPointerEnter={prefetchSpaceForm}
              onFocus={prefetchSpaceForm}
              className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-stone-400 data-[state=checked]:bg-forest-800"
            >
              <SwitchThumb
                checked={withSpace}
                className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
              />
            </SwitchRoot>
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
              <Suspense fallback={<SpaceFormSkeleton />}>
                <SpaceForm
                  context="signup"
                  space={null}
                  defaultName={name.trim()}
                  onValuesChange={keepSpace}
                  outsideErrors={spaceErrors}
                />
              </Suspense>
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

function SpaceFormSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
