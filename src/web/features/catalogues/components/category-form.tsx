import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  CATEGORY_CONTRAST_MIN,
  saveCategorySchema,
  whiteTextContrast,
  type AdminCategory,
} from '@shared/catalogues/catalogue-schemas';
import { Input, Label } from '@web/components/ui/input';
import { FieldError } from '@web/components/ui/form-field';
import { useSaveCategory } from '../api/catalogues';
import { countOf } from './catalogue-parts';
import { NameDialog, type DialogProps } from './catalogue-dialogs';

const NEW_COLOUR = '#2D4A22';

/** How a category looks on the home page: its colour as a dot on a white chip. */
export function CategoryChip({ name, color }: { name: string; color: string }) {
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

/** A new category, or one renamed or recoloured: the catalogue's name dialog with a colour. */
export function CategoryForm({
  category,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { category: AdminCategory | null }) {
  const save = useSaveCategory();
  return (
    <NameDialog
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title={category ? `Edit “${category.name}”` : 'New category'}
      description={
        category && category.eventCount > 0
          ? `A new name is also written on the ${countOf(category.eventCount, 'event')} filed under it.`
          : undefined
      }
      submitLabel={category ? 'Save category' : 'Create category'}
      nameLabel="Name"
      schema={saveCategorySchema}
      defaultValues={{ name: category?.name ?? '', color: category?.color ?? NEW_COLOUR }}
      mutation={save}
      fields={['name', 'color']}
      input={(values) => ({ id: category?.id, category: values })}
      done={(name) => (category ? `Category “${name}” saved` : `Category “${name}” created`)}
    >
      {(form) => (
        <ColourFields
          name={form.watch('name')}
          colour={form.watch('color')}
          field={form.register('color')}
          onPick={(colour) =>
            form.setValue('color', colour, { shouldValidate: form.formState.isSubmitted })
          }
          error={form.formState.errors.color?.message}
        />
      )}
    </NameDialog>
  );
}

function ColourFields({
  name,
  colour,
  field,
  onPick,
  error,
}: {
  name: string;
  colour: string;
  /** The hex field, on the form. */
  field: UseFormRegisterReturn<'color'>;
  /** A colour from the picker, written into the hex field. */
  onPick: (colour: string) => void;
  error?: string;
}) {
  const id = useId();
  const contrast = whiteTextContrast(colour.trim());
  const validHex = contrast !== null;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-hex`}>Colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick a colour"
            value={validHex ? colour.trim() : NEW_COLOUR}
            onChange={(event) => onPick(event.target.value.toUpperCase())}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1"
          />
          <Input
            id={`${id}-hex`}
            {...field}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hex-hint${error ? ` ${id}-hex-error` : ''}`}
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
        <FieldError id={`${id}-hex-error`} message={error} />
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
    </>
  );
}
