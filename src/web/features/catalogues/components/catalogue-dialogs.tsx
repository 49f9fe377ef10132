import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  mergeSchema,
  type MergeInput,
  type MergeResult,
} from '@shared/catalogues/catalogue-schemas';
import { FormField } from '@web/components/ui/form-field';
import { Input, selectClass } from '@web/components/ui/input';
import { rewordErrors } from '@web/components/ui/reworded-resolver';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { countOf, formError, FormDialog, nameWording } from './catalogue-parts';

/**
 * The dialogs every catalogue (categories, tags and their groups, roles and services) shares:
 * name an item, merge one into another, delete one. Each catalogue hands in its words and its
 * mutation; the checks, the server's errors, the toast and the closing are the same everywhere.
 */

export type DialogProps = { onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/** What every catalogue dialog hands straight to its `FormDialog`: its words, and the closing. */
type FrameProps = DialogProps & { title: string; description?: ReactNode; submitLabel: string };

type Named = { name: string };
type Choice = { id: number; name: string; label: string };
/** The merge form's value: the id chosen, or null while "Choose…" is shown. */
type MergeFields = { intoId: number | null };

/** Runs `mutation` with `input`; once it succeeds, says `done` and closes the dialog. */
function runThenClose<TInput>(
  mutation: UseMutationResult<unknown, Error, TInput>,
  input: TInput,
  done: string,
  onClose: () => void,
) {
  mutation.mutate(input, {
    onSuccess: () => {
      toast.success(done);
      onClose();
    },
  });
}

/**
 * Creating or renaming an item: its name and whatever else the catalogue asks (drawn by
 * `children` on the same form), checked by the catalogue's shared schema once the person tries
 * to save, with the server's errors put on the fields they name.
 */
export function NameDialog<TIn extends FieldValues & Named, TOut extends Named, TInput>({
  nameLabel,
  schema,
  defaultValues,
  mutation,
  input,
  done,
  fields = ['name'],
  children,
  ...frame
}: FrameProps & {
  nameLabel: string;
  /** The request's shared schema: the form checks what the server checks. */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: TIn;
  mutation: UseMutationResult<unknown, Error, TInput>;
  /** The request for the values as they will be kept (trimmed). */
  input: (values: TOut) => TInput;
  done: (name: string) => string;
  /** The fields the server may name in an error; any other error is the whole form's. */
  fields?: string[];
  children?: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
}) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: rewordErrors(zodResolver(schema), nameWording),
    defaultValues: defaultValues as DefaultValues<TIn>,
  });
  const errors = form.formState.errors as FieldErrors<Named>;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(input(values), {
      onSuccess: () => {
        toast.success(done(values.name));
        frame.onClose();
      },
      onError: (error) => applyServerErrors(form, error, { only: fields as FieldPath<TIn>[] }),
    }),
  );
  return (
    <FormDialog
      {...frame}
      pending={mutation.isPending}
      error={formError(mutation.error, fields)}
      onSubmit={(event) => void submit(event)}
    >
      <FormField label={nameLabel} error={errors.name?.message}>
        <Input
          aria-required="true"
          autoComplete="off"
          maxLength={120}
          {...form.register('name' as FieldPath<TIn>)}
        />
      </FormField>
      {children?.(form)}
    </FormDialog>
  );
}

/** Deleting an item, after asking: nothing to fill in, only the consequences said. */
export function DeleteDialog<TInput>({
  mutation,
  input,
  done,
  ...frame
}: FrameProps & {
  description: string;
  mutation: UseMutationResult<unknown, Error, TInput>;
  input: TInput;
  done: string;
}) {
  return (
    <FormDialog
      {...frame}
      danger
      pending={mutation.isPending}
      error={mutation.error?.message}
      onSubmit={(event) => {
        event.preventDefault();
        runThenClose(mutation, input, done, frame.onClose);
      }}
    />
  );
}

/** The select's "Choose…" is no choice: the schema then finds no id, and says so. */
const chosenId = (value: unknown) => (value === '' ? null : Number(value));

/**
 * Merging an item that events use into another of its catalogue: the events move, the item is
 * deleted. The choices come in `groups`; a group with a label is an optgroup.
 */
export function MergeDialog({
  item,
  placeholder,
  requiredMessage,
  groups,
  mutation,
  note,
  ...frame
}: FrameProps & {
  item: { id: number; name: string };
  description: string;
  placeholder: string;
  /** Said for any problem with the choice (the API's words are "Choose where to merge it."). */
  requiredMessage: string;
  groups: { label?: string; choices: Choice[] }[];
  mutation: UseMutationResult<MergeResult, Error, { id: number; intoId: number }>;
  note?: ReactNode;
}) {
  const form = useForm<MergeFields, unknown, MergeInput>({
    // The select holds null until a choice is made; the schema then says no id was chosen.
    resolver: rewordErrors(zodResolver(mergeSchema), { intoId: requiredMessage }) as Resolver<
      MergeFields,
      unknown,
      MergeInput
    >,
    defaultValues: { intoId: null },
  });
  const submit = form.handleSubmit(({ intoId }) => {
    const into = groups.flatMap((g) => g.choices).find((c) => c.id === intoId);
    if (!into) return;
    mutation.mutate(
      { id: item.id, intoId },
      {
        onSuccess: ({ movedEvents }) => {
          toast.success(
            `Merged “${item.name}” into “${into.name}”: ${countOf(movedEvents, 'event')} moved`,
          );
          frame.onClose();
        },
        onError: (error) => applyServerErrors(form, error, { only: ['intoId'] }),
      },
    );
  });
  const option = (choice: Choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.label}
    </option>
  );
  return (
    <FormDialog
      {...frame}
      danger
      pending={mutation.isPending}
      error={formError(mutation.error, ['intoId'])}
      onSubmit={(event) => void submit(event)}
    >
      <FormField label="Merge into" error={form.formState.errors.intoId?.message}>
        <select
          className={selectClass}
          aria-required="true"
          {...form.register('intoId', { setValueAs: chosenId })}
        >
          <option value="">{placeholder}</option>
          {groups.map((group) =>
            group.label === undefined ? (
              group.choices.map(option)
            ) : (
              <optgroup key={group.label} label={group.label}>
                {group.choices.map(option)}
              </optgroup>
            ),
          )}
        </select>
      </FormField>
      {note}
    </FormDialog>
  );
}
