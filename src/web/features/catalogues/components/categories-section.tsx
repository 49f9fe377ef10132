import { useRef, useState } from 'react';
import type { AdminCategory } from '@shared/catalogues/catalogue-schemas';
import { Card } from '@web/components/ui/card';
import {
  useAdminCategories,
  useDeleteCategory,
  useMergeCategory,
  useMoveCategory,
} from '../api/catalogues';
import {
  CatalogueBody,
  CatalogueSection,
  countOf,
  NoEventChoicesYet,
  OrderedItemCells,
  useDialog,
} from './catalogue-parts';
import { DeleteDialog, MergeDialog, type DialogProps } from './catalogue-dialogs';
import { CategoryChip, CategoryForm } from './category-form';

type CategoryDialog =
  | { kind: 'edit'; category: AdminCategory | null }
  | { kind: 'merge' | 'delete'; category: AdminCategory };

/**
 * The event categories (issue 12): their public order, colour and name, how many events use
 * each, and merging one into another. A category in use is merged, never deleted.
 */
export function CategoriesSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useAdminCategories();
  const categories = query.data;
  const move = useMoveCategory();
  const dialog = useDialog<CategoryDialog>(heading);
  const [announcement, setAnnouncement] = useState('');

  return (
    <CatalogueSection
      title="Event categories"
      headingRef={heading}
      intro={
        <p>
          Hosts file their events under these. The home page and the event form show them in this
          order. A category that events use cannot be deleted: merge it into another, and its events
          move with it.
        </p>
      }
      add={{ label: 'New category', onClick: () => dialog.open({ kind: 'edit', category: null }) }}
      announcement={announcement}
    >
      <CatalogueBody
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<NoEventChoicesYet items="categories" />}
      >
        {(list) => (
          <ol className="grid gap-2" aria-label="Event categories, in order">
            {list.map((category, index) => (
              <li key={category.id}>
                <Card
                  variant="flat"
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5"
                >
                  <OrderedItemCells
                    item={category}
                    index={index}
                    total={list.length}
                    moveKey={`category-${category.id}`}
                    move={move}
                    onMoved={(answer) => {
                      const at = answer.categories.findIndex((c) => c.id === category.id);
                      setAnnouncement(
                        `${category.name} moved to position ${at + 1} of ${answer.categories.length}.`,
                      );
                    }}
                    actions={[
                      {
                        text: 'Edit',
                        label: `Edit ${category.name}`,
                        outline: true,
                        onClick: () => dialog.open({ kind: 'edit', category }),
                      },
                      list.length > 1 && {
                        text: 'Merge…',
                        label: `Merge ${category.name} into another category`,
                        onClick: () => dialog.open({ kind: 'merge', category }),
                      },
                      category.eventCount === 0 && {
                        text: 'Delete',
                        label: `Delete ${category.name}`,
                        onClick: () => dialog.open({ kind: 'delete', category }),
                      },
                    ]}
                  >
                    <span className="min-w-32 flex-1">
                      <CategoryChip name={category.name} color={category.color} />
                    </span>
                  </OrderedItemCells>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </CatalogueBody>

      {dialog.state?.kind === 'edit' && (
        <CategoryForm
          key={dialog.state.category?.id ?? 'new'}
          category={dialog.state.category}
          {...dialog.props}
        />
      )}
      {(dialog.state?.kind === 'merge' || dialog.state?.kind === 'delete') && categories && (
        <EndCategory
          kind={dialog.state.kind}
          category={dialog.state.category}
          categories={categories}
          {...dialog.props}
        />
      )}
    </CatalogueSection>
  );
}

/**
 * Merging a category into another, or deleting one no event uses. Mounted only while open, so
 * each opening starts without the last one's error.
 */
function EndCategory({
  kind,
  category,
  categories,
  ...close
}: DialogProps & {
  kind: 'merge' | 'delete';
  category: AdminCategory;
  categories: AdminCategory[];
}) {
  const merge = useMergeCategory();
  const remove = useDeleteCategory();
  if (kind === 'delete')
    return (
      <DeleteDialog
        {...close}
        title={`Delete “${category.name}”?`}
        description="No event uses it. Hosts can no longer choose it. This cannot be undone."
        submitLabel="Delete category"
        mutation={remove}
        input={category.id}
        done={`Category “${category.name}” deleted`}
      />
    );
  return (
    <MergeDialog
      {...close}
      item={category}
      title={`Merge “${category.name}”`}
      description={`The ${countOf(category.eventCount, 'event')} filed under “${category.name}” move to the category you choose, and “${category.name}” is deleted. This cannot be undone.`}
      submitLabel="Merge categories"
      placeholder="Choose a category"
      requiredMessage="Choose the category to merge it into."
      groups={[
        {
          choices: categories
            .filter((c) => c.id !== category.id)
            .map((c) => ({ ...c, label: `${c.name} (${countOf(c.eventCount, 'event')})` })),
        },
      ]}
      mutation={merge}
      note={
        <p className="text-sm text-ink-muted">
          From now on, search finds these events by the name of the category you choose.
        </p>
      }
    />
  );
}
