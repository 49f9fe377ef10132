import type { ComponentProps } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { EventInput } from '@shared/events/event-schemas';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { fieldError, type EventFormApi } from './event-form-values';

/** One input of the event form with its label, hint and error, registered under its name. */
export function EventInputField({
  form,
  name,
  label,
  hint,
  setValueAs,
  ...input
}: Omit<ComponentProps<'input'>, 'form' | 'name'> & {
  form: EventFormApi;
  name: FieldPath<EventInput>;
  label: string;
  hint?: string;
  /** How the typed text becomes the field's value: a number, or null when left empty. */
  setValueAs?: (value: unknown) => unknown;
}) {
  return (
    <FormField label={label} hint={hint} error={fieldError(form, name)}>
      <Input {...input} {...form.register(name, setValueAs && { setValueAs })} />
    </FormField>
  );
}
