import { facilitatorCongratulations } from '@shared/spaces/platform-fee';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldPathValue,
  type ResolverOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  spaceInputSchema,
  type ParsedSpaceInput,
  type Space,
  type SpaceInput,
} from '@shared/spaces/space-schemas';
import { ApiError } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useSaveSpace } from '../../api/own-space';
import { errorsStillTrue, messagesOf, type FoundErrors } from './found-errors';
import type { HandleStatus } from './handle-field';
import { initialValues, type SpaceFormValues } from './space-form-values';
import { useBrandColours, useRolesCatalogue } from './use-space-form-parts';
import { useGeneratedHandle } from './use-generated-handle';
import { useSpaceImage } from './use-space-image';

export type EmbeddedSpaceValues = {
  values: SpaceInput;
  image: File | null;
  /** What the live check last said of the handle, so sign-up can refuse a taken one. */
  handleStatus: HandleStatus;
};

export type SpaceFormOptions = {
  /** 'signup': the fields only, inside the sign-up form, which saves them with the account. */
  context: 'onboarding' | 'edit' | 'signup';
  space: Space | null;
  defaultName: string;
  /**
   * Runs after the save, before the form says it succeeded: a step that may fail (onboarding's
   * completion) rejects, says what went wrong itself, and the form then claims no success.
   */
  onSaved?: (space: Space) => void | Promise<unknown>;
  onValuesChange?: (next: EmbeddedSpaceValues) => void;
  /** What the form around this one (sign-up) found wrong with these fields. */
  outsideErrors?: FoundErrors | null;
};

const checkSpace = zodResolver(spaceInputSchema);

type SpaceForm = UseFormReturn<SpaceFormValues, unknown, ParsedSpaceInput>;

/**
 * The save: the space, then its new image, then `onSaved`; a refusal shows on its fields (while
 * they hold what was refused) and in a toast. Success is said only once every step has passed.
 */
function useSpaceSave({
  form,
  space,
  context,
  image,
  onSaved,
  setErrorsFor,
}: Pick<SpaceFormOptions, 'space' | 'context' | 'onSaved'> & {
  form: SpaceForm;
  image: ReturnType<typeof useSpaceImage>;
  setErrorsFor: (values: SpaceFormValues) => void;
}) {
  const save = useSaveSpace();
  const submit = form.handleSubmit(
    async (parsed) => {
      const submitted = form.getValues();
      let result: Space;
      try {
        result = await save.mutateAsync(parsed);
        await image.uploadPending();
        form.reset(submitted, { keepValues: true });
      } catch (error) {
        if (error instanceof ApiError) {
          applyServerErrors(form, error);
          setErrorsFor(submitted);
          toast.error(`Failed to update facilitator space: ${error.message}`);
        } else {
          toast.error('Failed to submit form. Please try again.');
        }
        return;
      }
      try {
        await onSaved?.(result);
      } catch {
        return; // the step that failed has said so; the form claims no success
      }
      toast.success(space ? 'Facilitator profile updated' : 'Personal Space created successfully!');
      // A member who makes their space here has just become a facilitator (spec 02 §8), as
      // through "Create Your Space"; onboarding shows the fee on its own screen.
      if (!space && context === 'edit')
        toast.success(facilitatorCongratulations(result.platformFeeOverride));
    },
    () => setErrorsFor(form.getValues()),
  );
  return { save, submit };
}

/** The personal space form's state, its rules (spec 02 §4) and its save. */
export function useSpaceForm({
  context,
  space,
  defaultName,
  onSaved,
  onValuesChange,
  outsideErrors,
}: SpaceFormOptions) {
  const embedded = context === 'signup';
  const locked = Boolean(space?.handle);
  const image = useSpaceImage(space);
  const form = useForm<SpaceFormValues, unknown, ParsedSpaceInput>({
    defaultValues: initialValues(space, defaultName),
    // A handle already set is permanent: the save leaves it out.
    resolver: (values, context, options) =>
      checkSpace(
        { ...values, handle: locked ? '' : values.handle },
        context,
        options as ResolverOptions<SpaceInput>,
      ),
    // Errors found on submitting stay until the next one; each shows while its field still
    // holds the value it was found for (errorsFor below). The focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setValue } = form;
  const values = form.watch();
  const [errorsFor, setErrorsFor] = useState<SpaceFormValues | null>(null);
  const { save, submit } = useSpaceSave({ form, space, context, image, onSaved, setErrorsFor });
  const roles = useRolesCatalogue(space);
  const [handleEdited, setHandleEdited] = useState(Boolean(space?.handle));
  const [handleStatus, setHandleStatus] = useState<HandleStatus>('idle');
  const { errors, isDirty } = form.formState;
  const dirty = isDirty || image.pendingFile !== null;
  useUnsavedChangesPrompt(!embedded && dirty && !save.isPending);

  // Embedded in sign-up: the display name follows the person's name until edited, and every
  // change is handed to the sign-up form.
  const displayNameEdited = useRef(false);
  useEffect(() => {
    if (embedded && !displayNameEdited.current)
      setValue('displayName', defaultName, { shouldDirty: true });
  }, [embedded, defaultName, setValue]);
  const pendingFile = image.pendingFile;
  useEffect(() => {
    if (embedded) onValuesChange?.({ values, image: pendingFile, handleStatus });
  }, [embedded, values, pendingFile, handleStatus, onValuesChange]);

  // Spec 02 §4: re-initialise from loaded data only while the user has not edited anything.
  const lastSpace = useRef(space);
  useEffect(() => {
    if (space === lastSpace.current) return;
    lastSpace.current = space;
    if (!dirty) form.reset(initialValues(space, defaultName));
  }, [space, dirty, defaultName, form]);

  // Spec 02 §4: in onboarding the handle follows the name until edited by hand.
  const { generating } = useGeneratedHandle({
    follows: (context === 'onboarding' || embedded) && !locked && !handleEdited,
    displayName: values.displayName,
    setValue,
  });

  const set = <K extends FieldPath<SpaceFormValues>>(
    key: K,
    value: FieldPathValue<SpaceFormValues, K>,
  ) => setValue(key, value, { shouldDirty: true });
  const colours = useBrandColours(space, values.darkColor, set);

  const shownHandle = generating || !values.handle ? '...' : values.handle;
  return {
    form,
    values,
    set,
    embedded,
    locked,
    image,
    ...roles,
    submit,
    saving: save.isPending,
    /** The save's failure, unless its field errors say it where they apply. */
    alert:
      save.error && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length)
        ? save.error.message
        : null,
    errors: {
      ...errorsStillTrue(outsideErrors, values),
      ...errorsStillTrue(errorsFor && { errors: messagesOf(errors), forValues: errorsFor }, values),
    },
    handle: {
      /** Spec 02 §2: the future address shows '...' while the handle is on its way. */
      shown: shownHandle,
      showsNotice: (context === 'onboarding' || embedded) && !locked,
      onStatus: setHandleStatus,
      onEdited: () => setHandleEdited(true),
    },
    displayName: form.register('displayName', {
      onChange: () => (displayNameEdited.current = true),
    }),
    colours,
  };
}
