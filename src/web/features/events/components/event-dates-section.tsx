import { Controller } from 'react-hook-form';
import { isPastEvent } from '@shared/events/london-dates';
import { DateField } from '@web/components/ui/date-field';
import { FormSection } from '@web/components/ui/form-section';
import { TimeField } from '@web/components/ui/time-field';
import { fieldError, type EventFormApi } from './event-form-values';

const fields = [
  ['startDate', 'Start date'],
  ['startTime', 'Start time'],
  ['endDate', 'End date'],
  ['endTime', 'End time'],
] as const;

/** Dates and times in London time; a start date in the past is flagged before publishing. */
export function EventDatesSection({ form }: { form: EventFormApi }) {
  const startDate = form.watch('startDate');
  const startsInThePast = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && isPastEvent({ startDate });
  return (
    <FormSection
      title={
        <>
          Date and time <span className="text-base font-normal text-ink-muted">(London time)</span>
        </>
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {fields.map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => {
              const Field = name.endsWith('Date') ? DateField : TimeField;
              return (
                <Field
                  label={label}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  error={fieldError(form, name)}
                  onChange={(value) => {
                    field.onChange(value);
                    // A one-day event is the common case: its end date follows the start.
                    if (name === 'startDate' && value && !form.getValues('endDate'))
                      form.setValue('endDate', value);
                  }}
                />
              );
            }}
          />
        ))}
      </div>
      <div role="status" aria-live="polite">
        {startsInThePast && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            This date has passed. Once published, the event won't appear in the public event lists
            or search, which show events from today on.
          </p>
        )}
      </div>
    </FormSection>
  );
}
