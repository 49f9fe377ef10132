import { useId } from 'react';
import { FormSection } from '@web/components/ui/form-section';
import { choiceClass } from '@web/components/ui/input';
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

/**
 * The host's switch for guests' reminders (issue 23): on unless switched off, it mails each
 * booked guest 24 hours before the event (and tells those with an account in the app). A native
 * checkbox, so Tab reaches it and Space turns it on and off.
 */
export function GuestRemindersField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className={choiceClass}
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
        />
        Send guests a reminder 24 hours before
      </label>
      <p id={hintId} className="ml-6 text-sm text-ink-muted">
        An e-mail with the time, the place or joining link, and a link to cancel if they cannot
        come.
      </p>
    </div>
  );
}
