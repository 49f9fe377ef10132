import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  EVENT_NOTES_MAX,
  FACT_KIND_LABELS,
  FACT_KINDS,
  MAX_EVENT_FACTS,
  type EventFact,
} from '@shared/events/event-facts';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Textarea } from '@web/components/ui/input';
import { catalogueQuery } from '../api/events';
import { fieldError, type EventFormApi } from './event-form-values';
import { FactCheckboxes, FactRadios } from './fact-choices';
import { SaveExpectDefaults } from './save-expect-defaults';

const TOO_MANY = `Choose at most ${MAX_EVENT_FACTS} things to expect`;

/** "What to bring" or the access notes: a few lines, counted as they are typed. */
function NotesField({
  form,
  name,
  label,
  placeholder,
}: {
  form: EventFormApi;
  name: 'whatToBring' | 'accessNotes';
  label: string;
  placeholder: string;
}) {
  const length = (form.watch(name) ?? '').length;
  return (
    <FormField
      label={label}
      hint={`Line breaks are kept. ${length} of ${EVENT_NOTES_MAX} characters.`}
      error={fieldError(form, name)}
    >
      <Textarea
        rows={3}
        maxLength={EVENT_NOTES_MAX}
        placeholder={placeholder}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** The catalogue's facts, kind by kind: intensity one at most, the others up to the limit. */
function FactGroups({ form, errorId }: { form: EventFormApi; errorId?: string }) {
  const catalogue = useQuery(catalogueQuery);
  const chosen = form.watch('factIds') ?? [];
  if (catalogue.isPending) return <p className="text-ink-muted">Loading what to expect…</p>;
  if (catalogue.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to load what to expect: {catalogue.error.message}
      </p>
    );

  const choose = (next: number[]) => {
    if (next.length > MAX_EVENT_FACTS) form.setError('factIds', { message: TOO_MANY });
    else {
      form.clearErrors('factIds');
      form.setValue('factIds', next, { shouldDirty: true });
    }
  };
  const toggle = (fact: EventFact) =>
    choose(chosen.includes(fact.id) ? chosen.filter((id) => id !== fact.id) : [...chosen, fact.id]);
  const facts = catalogue.data.facts;
  const intensityIds = new Set(facts.filter((f) => f.kind === 'intensity').map((f) => f.id));
  // One intensity at most: choosing one replaces any other.
  const chooseIntensity = (fact: EventFact | null) =>
    choose([...chosen.filter((id) => !intensityIds.has(id)), ...(fact ? [fact.id] : [])]);

  return FACT_KINDS.map((kind) => {
    const ofKind = facts.filter((fact) => fact.kind === kind);
    if (ofKind.length === 0) return null;
    return kind === 'intensity' ? (
      <FactRadios
        key={kind}
        legend={FACT_KIND_LABELS[kind]}
        facts={ofKind}
        chosenId={chosen.find((id) => intensityIds.has(id)) ?? null}
        describedBy={errorId}
        onChoose={chooseIntensity}
      />
    ) : (
      <FactCheckboxes
        key={kind}
        legend={FACT_KIND_LABELS[kind]}
        facts={ofKind}
        chosen={chosen}
        describedBy={errorId}
        onToggle={toggle}
      />
    );
  });
}

/**
 * What to expect at the event (issue 25): facts from the catalogue, grouped by kind, what to
 * bring and access notes; saved with the event, and savable as the host's defaults.
 */
export function EventExpectSection({ form }: { form: EventFormApi }) {
  const errorId = useId();
  const error = fieldError(form, 'factIds');
  return (
    <FormSection title="What to expect">
      <p className="text-sm text-ink-muted">
        Help guests know what the gathering is like before they book: choose up to {MAX_EVENT_FACTS}
        , and one intensity at most.
      </p>
      <FactGroups form={form} errorId={error ? errorId : undefined} />
      {error && (
        // An alert: ticking one too many says so at once.
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <NotesField
        form={form}
        name="whatToBring"
        label="What to bring (optional)"
        placeholder="e.g. A yoga mat, a blanket and a water bottle"
      />
      <NotesField
        form={form}
        name="accessNotes"
        label="Access notes (optional)"
        placeholder="e.g. Step-free entrance on the side street; chairs available on request"
      />
      <SaveExpectDefaults form={form} />
    </FormSection>
  );
}
