import type { UseFormReturn } from 'react-hook-form';
import {
  saveFactSchema,
  type AdminFact,
  type SaveFactInput,
} from '@shared/catalogues/catalogue-schemas';
import {
  FACT_ICONS,
  FACT_KIND_LABELS,
  FACT_KINDS,
  type FactKind,
} from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { choiceClass, selectClass } from '@web/components/ui/input';
import { useDeleteFact, useSaveFact } from '../api/catalogues';
import { countOf } from './catalogue-parts';
import { DeleteDialog, NameDialog, type DialogProps } from './catalogue-dialogs';
import { FACT_ICON_NAMES } from './fact-icon-names';

export type FactDialog =
  | { kind: 'edit'; fact: AdminFact }
  | { kind: 'new'; factKind: FactKind }
  | { kind: 'delete'; fact: AdminFact };

type FactFields = SaveFactInput;
type FactValues = ReturnType<typeof saveFactSchema.parse>;

// Mounted only while a dialog is open, so each opening starts without the last one's error.
/** The dialog open now: a new fact, a fact's name and icon, or deleting one. */
export function FactDialogs({ state, ...close }: DialogProps & { state: FactDialog }) {
  const save = useSaveFact();
  const remove = useDeleteFact();
  if (state.kind === 'delete') {
    const { fact } = state;
    return (
      <DeleteDialog
        {...close}
        title={`Delete “${fact.name}”?`}
        description={
          fact.eventCount > 0
            ? `${countOf(fact.eventCount, 'event')} ${fact.eventCount === 1 ? 'carries' : 'carry'} it. Deleting it takes it off ${fact.eventCount === 1 ? 'that event' : 'them'}, and off the defaults of any host’s new events. This cannot be undone.`
            : 'No event carries it. It is taken off the defaults of any host’s new events. This cannot be undone.'
        }
        submitLabel="Delete fact"
        mutation={remove}
        input={fact.id}
        done={`Fact “${fact.name}” deleted`}
      />
    );
  }
  const fact = state.kind === 'edit' ? state.fact : null;
  return (
    <NameDialog
      {...close}
      title={fact ? `Edit “${fact.name}”` : 'New fact'}
      description={
        fact
          ? `${FACT_KIND_LABELS[fact.kind]}. ${fact.eventCount > 0 ? `The ${countOf(fact.eventCount, 'event')} carrying it show its new name and icon.` : 'No event carries it yet.'}`
          : undefined
      }
      submitLabel={fact ? 'Save fact' : 'Create fact'}
      nameLabel="Name"
      schema={saveFactSchema}
      defaultValues={{
        kind: fact?.kind ?? (state.kind === 'new' ? state.factKind : 'access'),
        name: fact?.name ?? '',
        icon: fact?.icon ?? 'info',
      }}
      mutation={save}
      fields={['name', 'kind', 'icon']}
      // Its kind is chosen once: an edit sends only the name and the icon.
      input={({ kind, name, icon }) =>
        fact ? { id: fact.id, fact: { name, icon } } : { fact: { kind, name, icon } }
      }
      done={(name) => (fact ? `Fact “${name}” saved` : `Fact “${name}” created`)}
    >
      {(form) => (
        <>
          {!fact && (
            <FormField label="Kind" error={form.formState.errors.kind?.message}>
              <select className={selectClass} aria-required="true" {...form.register('kind')}>
                {FACT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {FACT_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          <IconPicker form={form} />
        </>
      )}
    </NameDialog>
  );
}

/** Every icon a fact may have, each with its name: one is chosen, as radio buttons. */
function IconPicker({ form }: { form: UseFormReturn<FactFields, unknown, FactValues> }) {
  const error = form.formState.errors.icon?.message;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? 'fact-icon-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Icon</legend>
      <div className="grid max-h-64 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-3">
        {FACT_ICONS.map((icon) => (
          <label
            key={icon}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-sage-50 has-[:checked]:bg-sage-100"
          >
            <input type="radio" value={icon} className={choiceClass} {...form.register('icon')} />
            <FactIcon fact={{ icon }} className="size-4 shrink-0 text-forest-800" />
            {FACT_ICON_NAMES[icon]}
          </label>
        ))}
      </div>
      <FieldError id="fact-icon-error" message={error} />
    </fieldset>
  );
}
