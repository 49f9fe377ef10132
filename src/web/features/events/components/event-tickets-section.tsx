import { FormSection } from '@web/components/ui/form-section';
import { numberOrNull, type EventFormApi } from './event-form-values';
import { EventInputField } from './event-input-field';

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
        <EventInputField
          form={form}
          name="price"
          label="Price in pounds (£)"
          hint="0 means the event is free."
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          setValueAs={(v) => (v === '' ? Number.NaN : Number(v))}
        />
        {!isExternal && (
          <EventInputField
            form={form}
            name="capacity"
            label="Capacity (optional)"
            hint="The most guests you can welcome."
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            setValueAs={numberOrNull}
          />
        )}
      </div>
    </FormSection>
  );
}
