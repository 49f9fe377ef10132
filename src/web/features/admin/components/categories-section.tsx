import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  CATALOGUE_NAME_MAX,
  CATEGORY_CONTRAST_MIN,
  categoryColourMessage,
  categoryContrastMessage,
  whiteTextContrast,
  type AdminCategory,
} from '@shared/catalogues/catalogue-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import {
  useAdminCategories,
  useDeleteCategory,
  useMergeCategory,
  useMoveCategory,
  useSaveCategory,
} from '../api/catalogues';
import {
  checkName,
  countOf,
  formError,
  FormDialog,
  LiveMessage,
  MoveButtons,
  NameField,
  SectionHeading,
  useDialog,
} from './catalogue-parts';

type CategoryDialog =
  | { kind: 'edit'; category: AdminCategory | null }
  | { kind: 'merge' | 'delete'; category: AdminCategory };

const NEW_COLOUR = '#2D4A22';

/** How a category looks on the home page: its colour as a dot on a white chip. */
function CategoryChip({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex h-9 max-w-full items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium text-forest-900">
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: color }}
      />
      <span className="truncate">{name}</span>
    </span>
  );
}

/**
 * The event categories (issue 12): their public order, colour and name, how many events use
 * each, and merging one into another. A category in use is merged, never deleted.
 */
export function CategoriesSection() {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: categories, isPending, isError, error } = useAdminCategories();
  const move = useMoveCategory();
  const dialog = useDialog<CategoryDialog>(heading);
  const [announcement, setAnnouncement] = useState('');

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <SectionHeading
        id={`${id}-heading`}
        headingRef={heading}
        title="Event categories"
        action={
          <Button onClick={() => dialog.open({ kind: 'edit', category: null })}>
            <Plus aria-hidden="true" />
            New category
          </Button>
        }
      >
        <p>
          Hosts file their events under these. The home page and the event form show them in this
          order. A category that events use cannot be deleted: merge it into another, and its events
          move with it.
        </p>
      </SectionHeading>
      <LiveMessage message={announcement} />

      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : categories.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">No categories yet</p>
          <p className="text-sm text-ink-muted">
            Add the first one: hosts choose from these when they create an event.
          </p>
        </EmptyState>
      ) : (
        <ol className="grid gap-2" aria-label="Event categories, in order">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Card
                variant="flat"
                className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5"
              >
                <span className="w-6 text-right text-sm text-ink-muted tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-32 flex-1">
                  <CategoryChip name={category.name} color={category.color} />
                </span>
                <span className="text-sm whitespace-nowrap text-ink-muted">
                  {countOf(category.eventCount, 'event')}
                </span>
                <span className="ml-auto flex flex-wrap items-center gap-1">
                  <MoveButtons
                    name={category.name}
                    moveKey={`category-${category.id}`}
                    first={index === 0}
                    last={index === categories.length - 1}
                    pending={move.isPending}
                    onMove={(direction) =>
                      move.mutateAsync({ id: category.id, direction }).then(
                        (list) => {
                          const at = list.categories.findIndex((c) => c.id === category.id);
                          setAnnouncement(
                            `${category.name} moved to position ${at + 1} of ${list.categories.length}.`,
                          );
                        },
                        (failure: Error) => {
                          toast.error(failure.message);
                          throw failure;
                        },
                      )
                    }
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => dialog.open({ kind: 'edit', category })}
                  >
                    Edit
                  </Button>
                  {categories.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Merge ${category.name} into another category`}
                      onClick={() => dialog.open({ kind: 'merge', category })}
                    >
                      Merge…
                    </Button>
                  )}
                  {category.eventCount === 0 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${category.name}`}
                      onClick={() => dialog.open({ kind: 'delete', category })}
                    >
                      Delete
                    </Button>
                  )}
                </span>
              </Card>
            </li>
          ))}
        </ol>
      )}

      {dialog.state?.kind === 'edit' && (
        <CategoryForm
          key={dialog.state.category?.id ?? 'new'}
          category={dialog.state.category}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'merge' && categories && (
        <MergeCategory
          category={dialog.state.category}
          categories={categories}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
      {dialog.state?.kind === 'delete' && (
        <DeleteCategory
          category={dialog.state.category}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
    </section>
  );
}

type DialogProps = { onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/** What is wrong with a colour, said as the server would: not a colour, or white text unreadable. */
function colourProblem(value: string): string | undefined {
  const contrast = whiteTextContrast(value.trim());
  if (contrast === null) return categoryColourMessage;
  if (contrast < CATEGORY_CONTRAST_MIN) return categoryContrastMessage;
  return undefined;
}

function CategoryForm({
  category,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { category: AdminCategory | null }) {
  const id = useId();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [colour, setColour] = useState(category?.color ?? NEW_COLOUR);
  const [checked, setChecked] = useState(false);
  const server = serverFieldErrors(save.error);
  const nameError = checked ? (checkName(name, CATALOGUE_NAME_MAX) ?? server.name) : server.name;
  const colourError = checked ? (colourProblem(colour) ?? server.color) : server.color;
  const contrast = whiteTextContrast(colour.trim());
  const validHex = contrast !== null;

  const submit = () => {
    setChecked(true);
    if (checkName(name, CATALOGUE_NAME_MAX) || colourProblem(colour)) return;
    save.mutate(
      { id: category?.id, category: { name: name.trim(), color: colour.trim() } },
      {
        onSuccess: () => {
          toast.success(
            category ? `Category “${name.trim()}” saved` : `Category “${name.trim()}” created`,
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
      title={category ? `Edit “${category.name}”` : 'New category'}
      description={
        category && category.eventCount > 0
          ? `A new name is also written on the ${countOf(category.eventCount, 'event')} filed under it.`
          : undefined
      }
      submitLabel={category ? 'Save category' : 'Create category'}
      pending={save.isPending}
      error={formError(save.error, ['name', 'color'])}
      onSubmit={submit}
    >
      <NameField label="Name" value={name} onChange={setName} error={nameError} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-hex`}>Colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick a colour"
            value={validHex ? colour.trim() : NEW_COLOUR}
            onChange={(event) => setColour(event.target.value.toUpperCase())}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1"
          />
          <Input
            id={`${id}-hex`}
            value={colour}
            onChange={(event) => setColour(event.target.value)}
            aria-required="true"
            aria-invalid={colourError ? true : undefined}
            aria-describedby={`${id}-hex-hint${colourError ? ` ${id}-hex-error` : ''}`}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            className="font-mono"
          />
        </div>
        <p id={`${id}-hex-hint`} className="text-sm text-ink-muted">
          Written as #RRGGBB. White text must read on it at {CATEGORY_CONTRAST_MIN}:1 or more (WCAG
          AA)
          {contrast !== null && `: this one is ${contrast.toFixed(1)}:1`}.
        </p>
        {colourError && (
          <p id={`${id}-hex-error`} className="text-sm font-medium text-red-700">
            {colourError}
          </p>
        )}
      </div>
      <div className="grid gap-2 rounded-xl bg-sage-50 p-3">
        <p className="text-sm font-medium">Preview</p>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryChip name={name.trim() || 'Category'} color={validHex ? colour : '#FFFFFF'} />
          {/* White words on the colour only once they read: an unreadable sample helps no one. */}
          {contrast !== null && contrast >= CATEGORY_CONTRAST_MIN && (
            <span
              className="rounded-full px-3 py-1 text-sm font-medium text-white"
              style={{ backgroundColor: colour.trim() }}
            >
              {name.trim() || 'Category'}
            </span>
          )}
        </div>
      </div>
    </FormDialog>
  );
}

function MergeCategory({
  category,
  categories,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { category: AdminCategory; categories: AdminCategory[] }) {
  const merge = useMergeCategory();
  const others = categories.filter((c) => c.id !== category.id);
  const [intoId, setIntoId] = useState<number | ''>('');
  const [checked, setChecked] = useState(false);
  const into = others.find((c) => c.id === intoId);
  const fieldError =
    (checked && intoId === '' ? 'Choose the category to merge it into.' : undefined) ??
    serverFieldErrors(merge.error).intoId;

  const submit = () => {
    setChecked(true);
    if (intoId === '' || !into) return;
    merge.mutate(
      { id: category.id, intoId },
      {
        onSuccess: ({ movedEvents }) => {
          toast.success(
            `Merged “${category.name}” into “${into.name}”: ${countOf(movedEvents, 'event')} moved`,
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
      title={`Merge “${category.name}”`}
      description={`The ${countOf(category.eventCount, 'event')} filed under “${category.name}” move to the category you choose, and “${category.name}” is deleted. This cannot be undone.`}
      submitLabel="Merge categories"
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
          <option value="">Choose a category</option>
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({countOf(c.eventCount, 'event')})
            </option>
          ))}
        </select>
      </FormField>
      <p className="text-sm text-ink-muted">
        From now on, search finds these events by the name of the category you choose.
      </p>
    </FormDialog>
  );
}

function DeleteCategory({
  category,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { category: AdminCategory }) {
  const remove = useDeleteCategory();
  return (
    <FormDialog
      open
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Delete “${category.name}”?`}
      description="No event uses it. Hosts can no longer choose it. This cannot be undone."
      submitLabel="Delete category"
      danger
      pending={remove.isPending}
      error={remove.error?.message}
      onSubmit={() =>
        remove.mutate(category.id, {
          onSuccess: () => {
            toast.success(`Category “${category.name}” deleted`);
            onClose();
          },
        })
      }
    />
  );
}
