import type { ComponentProps } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  saveTagGroupSchema,
  saveTagSchema,
  type AdminTag,
  type AdminTagGroup,
  type AdminTags,
  type SaveTagInput,
} from '@shared/catalogues/catalogue-schemas';
import { FormField } from '@web/components/ui/form-field';
import { selectClass } from '@web/components/ui/input';
import {
  useDeleteTag,
  useDeleteTagGroup,
  useMergeTag,
  useSaveTag,
  useSaveTagGroup,
} from '../api/catalogues';
import { countOf } from './catalogue-parts';
import { DeleteDialog, MergeDialog, NameDialog, type DialogProps } from './catalogue-dialogs';
import { NO_GROUP, type TagDialog } from './tag-group-card';

// Mounted only while a dialog is open, so each opening starts without the last one's error.
export /** The dialog open now, if any: the catalogue's own dialogs, in the words of tags and groups. */
function TagDialogs({
  state,
  data,
  ...close
}: DialogProps & { state: TagDialog; data: AdminTags | undefined }) {
  const saveGroup = useSaveTagGroup();
  const removeGroup = useDeleteTagGroup();
  const saveTag = useSaveTag();
  const merge = useMergeTag();
  const remove = useDeleteTag();
  switch (state.kind) {
    case 'group': {
      const group = state.group;
      return (
        <NameDialog
          {...close}
          title={group ? `Rename “${group.name}”` : 'New tag group'}
          submitLabel={group ? 'Rename group' : 'Create group'}
          nameLabel="Group name"
          schema={saveTagGroupSchema}
          defaultValues={{ name: group?.name ?? '' }}
          mutation={saveGroup}
          input={({ name }) => ({ id: group?.id, name })}
          done={(name) => (group ? `Group renamed to “${name}”` : `Group “${name}” created`)}
        />
      );
    }
    case 'delete-group':
      return (
        <DeleteDialog
          {...close}
          title={`Delete the group “${state.group.name}”?`}
          description="It holds no tags. This cannot be undone."
          submitLabel="Delete group"
          mutation={removeGroup}
          input={state.group.id}
          done={`Group “${state.group.name}” deleted`}
        />
      );
    case 'tag':
      return data ? (
        <TagForm
          {...close}
          tag={state.tag}
          groupId={state.groupId}
          groups={data.groups}
          save={saveTag}
        />
      ) : null;
    case 'merge': {
      const tag = state.tag;
      return data ? (
        <MergeDialog
          {...close}
          item={tag}
          title={`Merge tag “${tag.name}”`}
          description={`The ${countOf(tag.eventCount, 'event')} carrying “${tag.name}” carry the tag you choose instead, and “${tag.name}” is deleted. This cannot be undone.`}
          submitLabel="Merge tags"
          placeholder="Choose a tag"
          requiredMessage="Choose the tag to merge it into."
          groups={[...data.groups, { name: NO_GROUP, tags: data.ungrouped }]
            .map((g) => ({
              label: g.name,
              choices: g.tags
                .filter((t) => t.id !== tag.id)
                .map((t) => ({ id: t.id, name: t.name, label: t.name })),
            }))
            .filter((g) => g.choices.length > 0)}
          mutation={merge}
        />
      ) : null;
    }
    case 'delete':
      return (
        <DeleteDialog
          {...close}
          title={`Delete tag “${state.tag.name}”?`}
          description="No event carries it. Hosts can no longer choose it. This cannot be undone."
          submitLabel="Delete tag"
          mutation={remove}
          input={state.tag.id}
          done={`Tag “${state.tag.name}” deleted`}
        />
      );
  }
}

type SaveTagFields = z.output<typeof saveTagSchema>;

/** A group's id from the select: "" is no group. */
const groupIdOf = (value: string) => (value === '' ? null : Number(value));

/** A new tag, or one renamed or moved to another group. */
function TagForm({
  tag,
  groupId,
  groups,
  save,
  ...close
}: DialogProps & {
  tag: AdminTag | null;
  groupId: number | null;
  groups: AdminTagGroup[];
  save: ReturnType<typeof useSaveTag>;
}) {
  return (
    <NameDialog
      {...close}
      title={tag ? `Edit tag “${tag.name}”` : 'New tag'}
      description={
        tag && tag.eventCount > 0
          ? `The ${countOf(tag.eventCount, 'event')} carrying it keep it under its new name and group.`
          : undefined
      }
      submitLabel={tag ? 'Save tag' : 'Create tag'}
      nameLabel="Tag name"
      schema={saveTagSchema}
      defaultValues={{ name: tag?.name ?? '', groupId }}
      mutation={save}
      fields={['name', 'groupId']}
      input={(values) => ({ id: tag?.id, tag: values })}
      done={(name) => (tag ? `Tag “${name}” saved` : `Tag “${name}” created`)}
    >
      {(form) => (
        <FormField label="Group" error={form.formState.errors.groupId?.message}>
          <GroupSelect control={form.control} groups={groups} />
        </FormField>
      )}
    </NameDialog>
  );
}

/**
 * The tag's group, controlled: its value is a group's id (a number) or null, never the option's
 * text. The label's id and the error's description come from the field around it.
 */
function GroupSelect({
  control,
  groups,
  ...described
}: ComponentProps<'select'> & {
  control: Control<SaveTagInput, unknown, SaveTagFields>;
  groups: AdminTagGroup[];
}) {
  const { field } = useController({ control, name: 'groupId' });
  return (
    <select
      {...described}
      ref={field.ref}
      name={field.name}
      className={selectClass}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(groupIdOf(event.target.value))}
    >
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
      <option value="">{NO_GROUP}</option>
    </select>
  );
}
