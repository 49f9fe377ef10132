import { useQuery } from '@tanstack/react-query';
import { MAX_EVENT_CATEGORIES, MAX_EVENT_TAGS } from '@shared/events/event-schemas';
import { FormSection } from '@web/components/ui/form-section';
import { choiceClass } from '@web/components/ui/input';
import { catalogueQuery } from '../api/events';
import { fieldError, type EventFormApi } from './event-form-values';

type Choice = { id: number; name: string };

/** The choices as a row of ticked chips. */
function ChipChoices({
  choices,
  chosen,
  onToggle,
}: {
  choices: Choice[];
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <label
          key={choice.id}
          className="flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm"
        >
          <input
            type="checkbox"
            className={choiceClass}
            checked={chosen.includes(choice.id)}
            onChange={() => onToggle(choice.id)}
          />
          {choice.name}
        </label>
      ))}
    </div>
  );
}

/** Categories and tags from the catalogue, each up to its limit. */
export function EventCategoriesSection({ form }: { form: EventFormApi }) {
  const catalogue = useQuery(catalogueQuery);
  const categoryIds = form.watch('categoryIds') ?? [];
  const tagIds = form.watch('tagIds') ?? [];

  const toggle = (name: 'categoryIds' | 'tagIds', id: number, max: number) => {
    const current = form.getValues(name) ?? [];
    if (current.includes(id))
      form.setValue(
        name,
        current.filter((c) => c !== id),
        { shouldDirty: true },
      );
    else if (current.length < max) form.setValue(name, [...current, id], { shouldDirty: true });
  };

  const tagGroups = new Map<string, Choice[]>();
  for (const tag of catalogue.data?.tags ?? [])
    tagGroups.set(tag.groupName, [...(tagGroups.get(tag.groupName) ?? []), tag]);

  return (
    <FormSection title="Categories and tags">
      {catalogue.isPending ? (
        <p className="text-ink-muted">Loading categories…</p>
      ) : catalogue.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load categories: {catalogue.error.message}
        </p>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              Categories (up to {MAX_EVENT_CATEGORIES})
            </legend>
            <ChipChoices
              choices={catalogue.data.categories}
              chosen={categoryIds}
              onToggle={(id) => toggle('categoryIds', id, MAX_EVENT_CATEGORIES)}
            />
            {fieldError(form, 'categoryIds') && (
              <p className="text-sm font-medium text-red-700">{fieldError(form, 'categoryIds')}</p>
            )}
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Tags (up to {MAX_EVENT_TAGS})</legend>
            {[...tagGroups].map(([group, groupTags]) => (
              <div key={group} className="grid gap-1.5">
                <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {group}
                </p>
                <ChipChoices
                  choices={groupTags}
                  chosen={tagIds}
                  onToggle={(id) => toggle('tagIds', id, MAX_EVENT_TAGS)}
                />
              </div>
            ))}
          </fieldset>
        </>
      )}
    </FormSection>
  );
}
