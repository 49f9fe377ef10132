import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import type { SignInInput } from '@shared/auth-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { paths } from '@web/config/paths';
import { useSignIn } from '../api/sign-in';
import { EmailInput } from './email-input';

type Field = keyof SignInInput;
type Checked = { values: SignInInput | null; errors: Partial<Record<Field, string>> };

// The first page people land on from "Log in to follow": it comes without react-hook-form,
// and the shared schema (with zod) arrives when the form is first used (issue 14, ADR 22).
let schema: ReturnType<typeof loadSchema> | null = null;
const loadSchema = () => import('@shared/auth-schemas').then((module) => module.signInSchema);
const prefetchSchema = () => void (schema ??= loadSchema()).catch(() => (schema = null));

/**
 * The values as the API takes them, or the first problem with each field, by the same schema
 * the server applies. Should the schema not arrive, the values go unchecked to the server,
 * which says what is wrong.
 */
async function check(values: SignInInput): Promise<Checked> {
  let signInSchema;
  try {
    signInSchema = await (schema ??= loadSchema());
  } catch {
    schema = null;
    return { values, errors: {} };
  }
  const result = await signInSchema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Checked['errors'] = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { values: null, errors };
}

const FIELDS: Field[] = ['email', 'password'];

export function LoginForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Checked['errors']>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // As react-hook-form did: checked on submit, then again on every change.
  const submitted = useRef(false);
  const latestCheck = useRef(0);
  // One sign-in at a time. The button is never disabled while it runs: a disabled button
  // would drop the keyboard's focus to <body>.
  const sending = useRef(false);

  const read = (): SignInInput => {
    const data = new FormData(formRef.current!);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  };

  const recheck = async () => {
    if (!submitted.current) return;
    const run = ++latestCheck.current;
    const { errors } = await check(read());
    if (run === latestCheck.current) setErrors(errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    submitted.current = true;
    setSubmitting(true);
    try {
      const run = ++latestCheck.current;
      const checked = await check(read());
      if (run === latestCheck.current) setErrors(checked.errors);
      if (!checked.values) {
        // The first field with a problem takes the focus.
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      try {
        await signIn.mutateAsync(checked.values);
      } catch (error) {
        // Spec 01 §8: the error's message, else "Failed to sign in".
        toast.error((error as Error).message || 'Failed to sign in');
      }
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Welcome back</CardTitle>
        <CardDescription>Enter your email and password to login to your account</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          onSubmit={(event) => void submit(event)}
          onFocus={prefetchSchema}
          onChange={() => void recheck()}
          noValidate
          className="grid gap-4"
        >
          <FormAlert message={signIn.error ? signIn.error.message || 'Failed to sign in' : null} />
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
            <Button variant="link" className="h-auto text-sm" onClick={onSwitchToSignUp}>
              Sign up
            </Button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
