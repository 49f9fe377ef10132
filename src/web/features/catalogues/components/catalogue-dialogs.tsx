import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CATALOGUE_NAME_MAX, type MergeResult } from '@shared/catalogues/catalogue-schemas';
import { FormField } from '@web/components/ui/form-field';
import { selectClass } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { checkName, countOf, formError, FormDialog, NameField } from './catalogue-parts';

/**
 * The dialogs every catalogue (categories, tags and their groups, roles and services) shares:
 * name an item, merge one into another, delete one. Each catalogue hands in its words and its
 * mutation; the checks, the server's errors, the toast and the closing are the same everywhere.
 */

export type DialogProps = { onClose: () => void; onCloseAutoFocus: (event: Event) => void };

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
 * Creating or renaming an item: its name (checked as the server checks it, once the person has
 * tried to save) and whatever else the catalogue asks, drawn by `children` from the name typed
 * and whether the checks show yet. `invalid` holds those other fields' own checks.
 */
export function NameDialog<TInput>({
  title,
  description,
  submitLabel,
  nameLabel,
  initialName,
  mutation,
  input,
  done,
  fields = ['name'],
  invalid,
  children,
  onClose,
  onCloseAutoFocus,
}: DialogProps & {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  nameLabel: string;
  initialName: string;
  mutation: UseMutationResult<unknown, Error, TInput>;
  /** The request for the name as it will be kept (trimmed). */
  input: (name: string) => TInput;
  done: (name: string) => string;
  /** The fields the server may name in an error; any other error is the whole form's. */
  fields?: string[];
  invalid?: () => boolean;
  children?: (form: { name: string; checked: boolean }) => ReactNode;
}) {
  const [name, setName] = useState(initialName);
  const [checked, setChecked] = useState(false);
  const error =
    (checked ? checkName(name, CATALOGUE_NAME_MAX) : undefined) ??
    serverFieldErrors(mutation.error).name;
  const submit = () => {
    setChecked(true);
    if (checkName(name, CATALOGUE_NAME_MAX) || invalid?.()) return;
    runThenClose(mutation, input(name.trim()), done(name.trim()), onClose);
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={mutation.isPending}
      error={formError(mutation.error, fields)}
      onSubmit={submit}
    >
      <NameField label={nameLabel} value={name} onChange={setName} error={error} />
      {children?.({ name, checked })}
    </FormDialog>
  );
}

/** Deleting an item, after asking: nothing to fill in, only the consequences said. */
export function DeleteDialog<TInput>({
  title,
  description,
  submitLabel,
  mutation,
  input,
  done,
  onClose,
  onCloseAutoFocus,
}: DialogProps & {
  title: string;
  description: string;
  submitLabel: string;
  mutation: UseMutationResult<unknown, Error, TInput>;
  input: TInput;
  done: string;
}) {
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      submitLabel={submitLabel}
      danger
      pending={mutation.isPending}
      error={mutation.error?.message}
      onSubmit={() => runThenClose(mutation, input, done, onClose)}
    />
  );
}

type Choice = { id: number; name: string; label: string };

/**
 * Merging an item that events use into another of its catalogue: the events move, the item is
 * deleted. The choices come in `groups`; a group with a label is an optgroup.
 */
export function MergeDialog({
  item,
  title,
  description,
  submitLabel,
  placeholder,
  requiredMessage,
  groups,
  mutation,
  note,
  onClose,
  onCloseAutoFocus,
}: DialogProps & {
  item: { id: number; name: string };
  title: string;
  description: string;
  submitLabel: string;
  placeholder: string;
  requiredMessage: string;
  groups: { label?: string; choices: Choice[] }[];
  mutation: UseMutationResult<MergeResult, Error, { id: number; intoId: number }>;
  note?: ReactNode;
}) {
  const [intoId, setIntoId] = useState<number | ''>('');
  const [checked, setChecked] = useState(false);
  const into = groups.flatMap((g) => g.choices).find((c) => c.id === intoId);
  const fieldError =
    (checked && intoId === '' ? requiredMessage : undefined) ??
    serverFieldErrors(mutation.error).intoId;
  const submit = () => {
    setChecked(true);
    if (!into) return;
    mutation.mutate(
      { id: item.id, intoId: into.id },
      {
        onSuccess: ({ movedEvents }) => {
          toast.success(
            `Merged “${item.name}” into “${into.name}”: ${countOf(movedEvents, 'event')} moved`,
          );
          onClose();
        },
      },
    );
  };
  const option = (choice: Choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.label}
    </option>
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      submitLabel={submitLabel}
      danger
      pending={mutation.isPending}
      error={formError(mutation.error, ['intoId'])}
      onSubmit={submit}
    >
      <FormField label="Merge into" error={fieldError}>
        <select
          className={selectClass}
          value={intoId}
          aria-required="true"
          onChange={(event) =>
            setIntoId(event.target.value === '' ? '' : Number(event.target.value))
          }
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
