import { useState, type ReactNode } from 'react';
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
import { paths } from '@web/config/paths';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { signUp } from '../api/sign-up';
import type { SignedUp } from './check-email';
import { EmailInput } from './email-input';

// `/signup` opens on this form (issue 14, ADR 22): the schemas (with zod) come when the form is
// first used.
const loadSchema = () => import('@shared/auth-schemas').then((module) => module.signUpSchema);

/** The space sent with the account, as the API takes it and with the image chosen for it. */
type SentSpace = { input: SpaceInput | null; details: { image: File | null } };

/**
 * What the space's part of the form (the spaces feature's) does for sign-up: whether a space is
 * wanted, its details checked before anything is sent (undefined: wrong, and shown), and the
 * server's refusals shown where they apply.
 */
export type SignUpSpacePart<Sent extends SentSpace> = {
  withSpace: boolean;
  prepare: () => Promise<Sent | null | undefined>;
  showServerErrors: (error: unknown, sent: Sent | null) => void;
};

/** Sign-up: the account and with it, when wanted, the person's space (spec 02 §5). */
export function SignUpForm<Sent extends SentSpace>({
  onSwitchToLogin,
  onSignedUp,
  space,
  spaceFields,
}: {
  onSwitchToLogin: () => void;
  onSignedUp: (signedUp: SignedUp) => void;
  space: SignUpSpacePart<Sent>;
  /** The space's switch and fields, given the person's name (the space's name starts as it). */
  spaceFields: (defaultName: string) => ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // A booking mail's invitation links here with the address the guest booked with.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [name, setName] = useState('');

  const form = useCheckedForm({
    fields: ['name', 'email', 'password'],
    loadSchema,
    onValid: async (values) => {
      const sent = await space.prepare();
      if (sent === undefined) return;
      setFailure(null);
      try {
        const result = await signUp({
          ...values,
          space: sent?.input ?? null,
          image: sent?.details.image ?? null,
          // A visitor who pressed Follow comes back to that space after confirming (issue 14).
          returnTo: returnTo === paths.home.getHref() ? undefined : returnTo,
        });
        toast.success(result.message);
        onSignedUp({
          email: values.email.trim(),
          withSpace: sent !== null,
          withImage: Boolean(sent?.details.image),
        });
      } catch (error) {
        form.showServerErrors(serverFieldErrors(error));
        space.showServerErrors(error, sent);
        // Spec 01 §8: the error's message, else "An error occurred during signup".
        const message = (error as Error).message || 'An error occurred during signup';
        setFailure(message);
        toast.error(message);
      }
    },
  });
  const { errors, isSubmitting } = form;

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
          {spaceFields(name.trim())}
          <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
            {isSubmitting
              ? 'Creating account...'
              : space.withSpace
                ? 'Create account & space'
                : 'Create account'}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Already have an account?{' '}
            <Button variant="link" size="inline" onClick={onSwitchToLogin}>
              Log in
            </Button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
