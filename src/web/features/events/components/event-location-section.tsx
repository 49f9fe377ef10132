import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { choiceClass, Input } from '@web/components/ui/input';
import { fieldError, numberOrNull, type EventFormApi } from './event-form-values';

/** In person (venue, address, map pin) or online (a link only guests see). */
export function EventLocationSection({
  form,
  isExternal,
}: {
  form: EventFormApi;
  isExternal: boolean;
}) {
  const locationType = form.watch('locationType');
  return (
    <FormSection title="Location">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Where does it happen?</legend>
        {(['physical', 'online'] as const).map((type) => (
          <label
            key={type}
            className="flex items-center gap-2 rounded-xl border border-stone-300 px-4 py-2.5"
          >
            <input
              type="radio"
              value={type}
              className={choiceClass}
              {...form.register('locationType')}
            />
            {type === 'physical' ? 'In person' : 'Online'}
          </label>
        ))}
      </fieldset>
      {locationType === 'physical' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Venue" error={fieldError(form, 'venue')}>
            <Input {...form.register('venue')} />
          </FormField>
          <FormField label="Town or city" error={fieldError(form, 'city')}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <FormField label="Postcode" error={fieldError(form, 'postcode')}>
            <Input autoComplete="postal-code" {...form.register('postcode')} />
          </FormField>
          <FormField label="Country" error={fieldError(form, 'country')}>
            <Input autoComplete="country-name" {...form.register('country')} />
          </FormField>
          <FormField
            label="Map latitude (optional)"
            hint="Pins the venue on the map, e.g. 51.4545"
            error={fieldError(form, 'latitude')}
          >
            <Input
              inputMode="decimal"
              {...form.register('latitude', { setValueAs: numberOrNull })}
            />
          </FormField>
          <FormField
            label="Map longitude (optional)"
            hint="e.g. -2.5879"
            error={fieldError(form, 'longitude')}
          >
            <Input
              inputMode="decimal"
              {...form.register('longitude', { setValueAs: numberOrNull })}
            />
          </FormField>
        </div>
      ) : (
        !isExternal && (
          <FormField
            label="Online event link"
            hint="Shown only to signed-in guests."
            error={fieldError(form, 'onlineLink')}
          >
            <Input type="url" placeholder="https://" {...form.register('onlineLink')} />
          </FormField>
        )
      )}
    </FormSection>
  );
}
