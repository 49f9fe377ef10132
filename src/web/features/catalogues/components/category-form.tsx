import { useId, useState } from 'react';
import {
  CATEGORY_CONTRAST_MIN,
  categoryColourMessage,
  categoryContrastMessage,
  whiteTextContrast,
  type AdminCategory,
} from '@shared/catalogues/catalogue-schemas';
import { Input, Label } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
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

/** What is wrong with a colour, said as the server would: not a colour, or white text unreadable. */
function colourProblem(value: string): string | undefined {
  const contrast = whiteTextContrast(value.trim());
  if (contrast === null) return categoryColourMessage;
  if (contrast < CATEGORY_CONTRAST_MIN) return categoryContrastMessage;
  return undefined;
}

/** A new category, or one renamed or recoloured: the catalogue's name dialog with a colour. */
export function CategoryForm({
  category,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { category: AdminCategory | null }) {
  const save = useSaveCategory();
  const [colour, setColour] = useState(category?.color ?? NEW_COLOUR);
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
      initialName={category?.name ?? ''}
      mutation={save}
      fields={['name', 'color']}
      invalid={() => Boolean(colourProblem(colour))}
      input={(name) => ({ id: category?.id, category: { name, color: colour.trim() } })}
      done={(name) => (category ? `Category “${name}” saved` : `Category “${name}” created`)}
    >
      {({ name, checked }) => (
        <ColourFields
          name={name}
          colour={colour}
          onChange={setColour}
          error={
            checked
              ? (colourProblem(colour) ?? serverFieldErrors(save.error).color)
              : serverFieldErrors(save.error).color
          }
        />
      )}
    </NameDialog>
  );
}

function ColourFields({
  name,
  colour,
  onChange,
  error,
}: {
  name: string;
  colour: string;
  onChange: (colour: string) => void;
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
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1"
          />
          <Input
            id={`${id}-hex`}
            value={colour}
            onChange={(event) => onChange(event.target.value)}
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
        {error && (
          <p id={`${id}-hex-error`} className="text-sm font-medium text-red-700">
            {error}
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
    </>
  );
}
