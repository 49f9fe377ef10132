import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { fieldError, numberOrNull, type EventFormApi } from './event-form-values';

export function EventTicketsSection({
  form,
  isExternal,
}: {
  form: EventFormApi;
  isExternal: boolean;
}) {
  return (
    <FormSection title="Tickets">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price in pounds (£)"
          hint="0 means the event is free."
          error={fieldError(form, 'price')}
        >
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...form.register('price', {
              setValueAs: (v) => (v === '' ? Number.NaN : Number(v)),
            })}
          />
        </FormField>
        {!isExternal && (
          <FormField
            label="Capacity (optional)"
            hint="The most guests you can welcome."
            error={fieldError(form, 'capacity')}
          >
            <Input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              {...form.register('capacity', { setValueAs: numberOrNull })}
            />
          </FormField>
        )}
      </div>
    </FormSection>
  );
}
