import type { ReactNode } from 'react';
import type { AdminTag, AdminTagGroup } from '@shared/catalogues/catalogue-schemas';
import { CatalogueGroup, countOf, ItemActions, type useDialog } from './catalogue-parts';

export type TagDialog =
  | { kind: 'group'; group: { id: number; name: string } | null }
  | { kind: 'delete-group'; group: AdminTagGroup }
  | { kind: 'tag'; tag: AdminTag | null; groupId: number | null }
  | { kind: 'merge' | 'delete'; tag: AdminTag };

export const NO_GROUP = 'Other (no group)';

/** A group of tags: its name and actions, and its tags folded under a summary. */
export function TagGroupCard({
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
  return (
    <CatalogueGroup
      title={title}
      count={countOf(tags.length, 'tag')}
      actions={groupActions}
      add={{ label: 'New tag', onClick: () => dialog.open({ kind: 'tag', tag: null, groupId }) }}
    >
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
                  <ItemActions
                    actions={[
                      {
                        text: 'Edit',
                        label: `Edit tag ${tag.name}`,
                        outline: true,
                        onClick: () => dialog.open({ kind: 'tag', tag, groupId: tag.groupId }),
                      },
                      canMerge && {
                        text: 'Merge…',
                        label: `Merge tag ${tag.name} into another tag`,
                        onClick: () => dialog.open({ kind: 'merge', tag }),
                      },
                      tag.eventCount === 0 && {
                        text: 'Delete',
                        label: `Delete tag ${tag.name}`,
                        onClick: () => dialog.open({ kind: 'delete', tag }),
                      },
                    ]}
                  />
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </CatalogueGroup>
  );
}
