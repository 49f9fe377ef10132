import { Suspense, useCallback, useRef, useState } from 'react';
import type { SpaceInput } from '@shared/spaces/space-schemas';
import { FormAlert } from '@web/components/ui/form-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { SwitchRoot, SwitchThumb } from '@web/components/ui/switch';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { lazyPart } from '@web/lib/lazy-part';
import { toast } from '@web/lib/toast';
import type { FoundErrors } from './found-errors';
import type { EmbeddedSpaceValues } from './use-space-form';

// `/signup` opens without the space form (issue 14, ADR 22): its rules (with zod) come when the
// account is sent with a space, and the form when its switch is turned on (fetched early on
// hover or focus).
const loadSpaceSchema = () =>
  import('@shared/spaces/space-schemas').then((module) => module.spaceInputSchema);
const loadSpaceForm = () => import('./space-form');
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

/** The space sent with a new account: the details as the form holds them, and as the API takes them. */
export type SignUpSpace = { details: EmbeddedSpaceValues; input: SpaceInput | null };

/**
 * Spec 02 §5, "I want to create my space" on the sign-up form: whether a space is wanted, its
 * details, and what is wrong with them, shown where it is with the keyboard taken there.
 */
export function useSignUpSpace() {
  const [withSpace, setWithSpace] = useState(false);
  const space = useRef<EmbeddedSpaceValues | null>(null);
  const keepSpace = useCallback((next: EmbeddedSpaceValues) => {
    space.current = next;
  }, []);
  const fields = useRef<HTMLDivElement>(null);
  const [spaceError, setSpaceError] = useState<string | null>(null);
  const [spaceErrors, setSpaceErrors] = useState<FoundErrors | null>(null);

  const showSpaceErrors = (errors: Record<string, string>, forValues: FoundErrors['forValues']) => {
    setSpaceErrors({ errors, forValues });
    if (errors.displayName) setSpaceError(errors.displayName);
    else if (errors.handle)
      fields.current?.querySelector<HTMLInputElement>('input[name="handle"]')?.focus();
  };

  return {
    withSpace,
    setWithSpace,
    /**
     * The space to send with the account: null when none is wanted, undefined when its details
     * are wrong (then shown, and said in a toast), so nothing is sent. Spec 02 §5: the space's
     * rules, and never a handle already marked taken, before the account is made.
     */
    prepare: async (): Promise<SignUpSpace | null | undefined> => {
      const details = withSpace
        ? (space.current ?? { values: { displayName: '' }, image: null, handleStatus: 'idle' })
        : null;
      setSpaceError(null);
      setSpaceErrors(null);
      if (!details) return null;
      const { input, problems } = await checkSpace(details);
      const first = Object.values(problems)[0];
      if (!first) return { details, input };
      showSpaceErrors(problems, details.values);
      toast.error(problems.handle ? 'That handle is already taken' : first);
      return undefined;
    },
    /** What the server refused in the space's details, shown where it is. */
    showServerErrors: (error: unknown, sent: SignUpSpace | null) => {
      const forSpace = serverFieldErrors(error, 'space');
      if (sent && Object.keys(forSpace).length > 0) showSpaceErrors(forSpace, sent.details.values);
    },
    fields,
    keepSpace,
    spaceError,
    spaceErrors,
  };
}

/**
 * The switch that adds a space to the new account and, once on, the space's fields inside the
 * sign-up form (its name starts as the person's).
 */
export function SignUpSpaceFields({
  state,
  defaultName,
}: {
  state: ReturnType<typeof useSignUpSpace>;
  defaultName: string;
}) {
  return (
    <>
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
        <SwitchRoot
          id="create-space"
          checked={state.withSpace}
          onCheckedChange={state.setWithSpace}
          onPointerEnter={prefetchSpaceForm}
          onFocus={prefetchSpaceForm}
          className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-stone-400 data-[state=checked]:bg-forest-800"
        >
          <SwitchThumb
            checked={state.withSpace}
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
      {state.withSpace && (
        <div ref={state.fields} className="grid gap-2">
          <FormAlert message={state.spaceError} />
          <Suspense fallback={<SpaceFormSkeleton />}>
            <SpaceForm
              context="signup"
              space={null}
              defaultName={defaultName}
              onValuesChange={state.keepSpace}
              outsideErrors={state.spaceErrors}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}

function SpaceFormSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-96" />
    </div>
  );
}
