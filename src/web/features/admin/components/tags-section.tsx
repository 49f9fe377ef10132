import { Plus } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import {
  CATALOGUE_NAME_MAX,
  type AdminTag,
  type AdminTagGroup,
  type AdminTags,
} from '@shared/catalogues/catalogue-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { selectClass } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import {
  useAdminTags,
  useDeleteTag,
  useDeleteTagGroup,
  useMergeTag,
  useSaveTag,
  useSaveTagGroup,
} from '../api/catalogues';
import {
  checkName,
  countOf,
  formError,
  FormDialog,
  NameField,
  SectionHeading,
  useDialog,
} from './catalogue-parts';

type TagDialog =
  | { kind: 'group'; group: { id: number; name: string } | null }
  | { kind: 'delete-group'; group: AdminTagGroup }
  | { kind: 'tag'; tag: AdminTag | null; groupId: number | null }
  | { kind: 'merge' | 'delete'; tag: AdminTag };

const NO_GROUP = 'Other (no group)';

/**
 * Tags and their groups (issue 12): the event form offers the tags under their group's name
 * (tags in no group under "Other"). A tag events carry is merged into another, never deleted; a
 * group is deleted once it is empty.
 */
export function TagsSection() {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, error } = useAdminTags();
  const dialog = useDialog<TagDialog>(heading);
  const allTags = data ? [...data.groups.flatMap((g) => g.tags), ...data.ungrouped] : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <SectionHeading
        id={`${id}-heading`}
        headingRef={heading}
        title="Tags and tag groups"
        action={
          <Button onClick={() => dialog.open({ kind: 'group', group: null })}>
            <Plus aria-hidden="true" />
            New tag group
          </Button>
        }
      >
        <p>
          Hosts pick tags for their events from these groups, and search finds events by their tags.
          A tag that events carry cannot be deleted: merge it into another. A group can be deleted
          once it holds no tags.
        </p>
      </SectionHeading>

      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : data.groups.length === 0 && data.ungrouped.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">No tags yet</p>
          <p className="text-sm text-ink-muted">Start with a group, then add its tags.</p>
          <Button
            variant="outline"
            onClick={() => dialog.open({ kind: 'tag', tag: null, groupId: null })}
          >
            <Plus aria-hidden="true" />
            New tag
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          {data.groups.map((group) => (
            <TagGroupCard
              key={group.id}
              title={group.name}
              tags={group.tags}
              dialog={dialog}
              groupId={group.id}
              groupActions={
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Rename group ${group.name}`}
                    onClick={() => dialog.open({ kind: 'group', group })}
                  >
                    Rename
                  </Button>
                  {group.tags.length === 0 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete group ${group.name}`}
                      onClick={() => dialog.open({ kind: 'delete-group', group })}
                    >
                      Delete
                    </Button>
                  )}
                </>
              }
              canMerge={allTags.length > 1}
            />
          ))}
          {data.ungrouped.length > 0 && (
            <TagGroupCard
              title={NO_GROUP}
              tags={data.ungrouped}
              dialog={dialog}
              groupId={null}
              canMerge={allTags.length > 1}
            />
          )}
        </div>
      )}

      {dialog.state?.kind === 'group' && (
        <GroupForm
          group={dialog.state.group}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'delete-group' && (
        <DeleteGroup
          group={dialog.state.group}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'tag' && data && (
        <TagForm
          tag={dialog.state.tag}
          groupId={dialog.state.groupId}
          groups={data.groups}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'merge' && data && (
        <MergeTag
          tag={dialog.state.tag}
          data={data}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'delete' && (
        <DeleteTag
          tag={dialog.state.tag}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
    </section>
  );
}

function TagGroupCard({
  title,
  tags,
  groupId,
  groupActions,
  dialog,
  canMerge,
}: {
  title: string;
  tags: AdminTag[];
  groupId: number | null;
  groupActions?: ReactNode;
  dialog: ReturnType<typeof useDialog<TagDialog>>;
  canMerge: boolean;
}) {
  const id = useId();
  return (
    <Card variant="flat" className="grid gap-3 p-4" asChild>
      <div role="group" aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="font-sans text-lg font-semibold text-forest-900">
            {title}
          </h3>
          <span className="text-sm text-ink-muted">{countOf(tags.length, 'tag')}</span>
          <span className="ml-auto flex flex-wrap gap-1">
            {groupActions}
            <Button
              variant="outline"
              size="sm"
              aria-label={`New tag in ${title}`}
              onClick={() => dialog.open({ kind: 'tag', tag: null, groupId })}
            >
              <Plus aria-hidden="true" />
              New tag
            </Button>
          </span>
        </div>
        {tags.length === 0 ? (
          <p className="text-sm text-ink-muted">No tags in this group yet.</p>
        ) : (
          // Folded until asked for: the page stays short with dozens of tags.
          <details>
            <summary className="w-fit cursor-pointer rounded-lg py-1 text-sm font-medium text-forest-800 underline-offset-2 hover:underline">
              Show the {countOf(tags.length, 'tag')}
              <span className="sr-only"> in {title}</span>
            </summary>
            <ul className="mt-2 grid gap-x-6 lg:grid-cols-2" aria-label={`Tags in ${title}`}>
              {tags.map((tag) => (
                <li
                  key={tag.id}
                  className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-stone-200 py-2"
                >
                  <span className="min-w-32 flex-1 font-medium break-words">{tag.name}</span>
                  <span className="text-sm whitespace-nowrap text-ink-muted">
                    {countOf(tag.eventCount, 'event')}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit tag ${tag.name}`}
                      onClick={() => dialog.open({ kind: 'tag', tag, groupId: tag.groupId })}
                    >
                      Edit
                    </Button>
                    {canMerge && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Merge tag ${tag.name} into another tag`}
                        onClick={() => dialog.open({ kind: 'merge', tag })}
                      >
                        Merge…
                      </Button>
                    )}
                    {tag.eventCount === 0 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete tag ${tag.name}`}
                        onClick={() => dialog.open({ kind: 'delete', tag })}
                      >
                        Delete
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </Card>
  );
}

type DialogProps = { onClose: () => void; onCloseAutoFocus: (event: Event) => void };

function GroupForm({
  group,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { group: { id: number; name: string } | null }) {
  const save = useSaveTagGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [checked, setChecked] = useState(false);
  const error =
    (checked ? checkName(name, CATALOGUE_NAME_MAX) : undefined) ??
    serverFieldErrors(save.error).name;
  const submit = () => {
    setChecked(true);
    if (checkName(name, CATALOGUE_NAME_MAX)) return;
    save.mutate(
      { id: group?.id, name: name.trim() },
      {
        onSuccess: () => {
          toast.success(
            group ? `Group renamed to “${name.trim()}”` : `Group “${name.trim()}” created`,
          );
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={group ? `Rename “${group.name}”` : 'New tag group'}
      submitLabel={group ? 'Rename group' : 'Create group'}
      pending={save.isPending}
      error={formError(save.error, ['name'])}
      onSubmit={submit}
    >
      <NameField label="Group name" value={name} onChange={setName} error={error} />
    </FormDialog>
  );
}

function DeleteGroup({ group, onClose, onCloseAutoFocus }: DialogProps & { group: AdminTagGroup }) {
  const remove = useDeleteTagGroup();
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Delete the group “${group.name}”?`}
      description="It holds no tags. This cannot be undone."
      submitLabel="Delete group"
      danger
      pending={remove.isPending}
      error={remove.error?.message}
      onSubmit={() =>
        remove.mutate(group.id, {
          onSuccess: () => {
            toast.success(`Group “${group.name}” deleted`);
            onClose();
          },
        })
      }
    />
  );
}

function TagForm({
  tag,
  groupId: initialGroup,
  groups,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { tag: AdminTag | null; groupId: number | null; groups: AdminTagGroup[] }) {
  const save = useSaveTag();
  const [name, setName] = useState(tag?.name ?? '');
  const [groupId, setGroupId] = useState<number | null>(initialGroup);
  const [checked, setChecked] = useState(false);
  const server = serverFieldErrors(save.error);
  const nameError = (checked ? checkName(name, CATALOGUE_NAME_MAX) : undefined) ?? server.name;
  const submit = () => {
    setChecked(true);
    if (checkName(name, CATALOGUE_NAME_MAX)) return;
    save.mutate(
      { id: tag?.id, tag: { name: name.trim(), groupId } },
      {
        onSuccess: () => {
          toast.success(tag ? `Tag “${name.trim()}” saved` : `Tag “${name.trim()}” created`);
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={tag ? `Edit tag “${tag.name}”` : 'New tag'}
      description={
        tag && tag.eventCount > 0
          ? `The ${countOf(tag.eventCount, 'event')} carrying it keep it under its new name and group.`
          : undefined
      }
      submitLabel={tag ? 'Save tag' : 'Create tag'}
      pending={save.isPending}
      error={formError(save.error, ['name', 'groupId'])}
      onSubmit={submit}
    >
      <NameField label="Tag name" value={name} onChange={setName} error={nameError} />
      <FormField label="Group" error={server.groupId}>
        <select
          className={selectClass}
          value={groupId ?? ''}
          onChange={(event) =>
            setGroupId(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
          <option value="">{NO_GROUP}</option>
        </select>
      </FormField>
    </FormDialog>
  );
}

function MergeTag({
  tag,
  data,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { tag: AdminTag; data: AdminTags }) {
  const merge = useMergeTag();
  const [intoId, setIntoId] = useState<number | ''>('');
  const [checked, setChecked] = useState(false);
  const groups = [
    ...data.groups.map((g) => ({ name: g.name, tags: g.tags })),
    { name: NO_GROUP, tags: data.ungrouped },
  ]
    .map((g) => ({ ...g, tags: g.tags.filter((t) => t.id !== tag.id) }))
    .filter((g) => g.tags.length > 0);
  const into = groups.flatMap((g) => g.tags).find((t) => t.id === intoId);
  const fieldError =
    (checked && intoId === '' ? 'Choose the tag to merge it into.' : undefined) ??
    serverFieldErrors(merge.error).intoId;
  const submit = () => {
    setChecked(true);
    if (!into) return;
    merge.mutate(
      { id: tag.id, intoId: into.id },
      {
        onSuccess: ({ movedEvents }) => {
          toast.success(
            `Merged “${tag.name}” into “${into.name}”: ${countOf(movedEvents, 'event')} moved`,
          );
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Merge tag “${tag.name}”`}
      description={`The ${countOf(tag.eventCount, 'event')} carrying “${tag.name}” carry the tag you choose instead, and “${tag.name}” is deleted. This cannot be undone.`}
      submitLabel="Merge tags"
      danger
      pending={merge.isPending}
      error={formError(merge.error, ['intoId'])}
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
          <option value="">Choose a tag</option>
          {groups.map((group) => (
            <optgroup key={group.name} label={group.name}>
              {group.tags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
    </FormDialog>
  );
}

function DeleteTag({ tag, onClose, onCloseAutoFocus }: DialogProps & { tag: AdminTag }) {
  const remove = useDeleteTag();
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Delete tag “${tag.name}”?`}
      description="No event carries it. Hosts can no longer choose it. This cannot be undone."
      submitLabel="Delete tag"
      danger
      pending={remove.isPending}
      error={remove.error?.message}
      onSubmit={() =>
        remove.mutate(tag.id, {
          onSuccess: () => {
            toast.success(`Tag “${tag.name}” deleted`);
            onClose();
          },
        })
      }
    />
  );
}
