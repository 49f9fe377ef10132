import type { ComponentProps } from 'react';
import { FormSection } from '@web/components/ui/form-section';
import { choiceClass } from '@web/components/ui/input';
import { numberOrNull, type EventFormApi } from './event-form-values';
import { EventInputField } from './event-input-field';

/** A map pin's coordinate: a number, or nothing when left empty. */
const coordinate = { inputMode: 'decimal', setValueAs: numberOrNull } as const;

/** The venue's address, with what the browser may fill each part from, and its map pin. */
const placeFields = [
  { name: 'venue', label: 'Venue' },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  {
    name: 'latitude',
    label: 'Map latitude (optional)',
    hint: 'Pins the venue on the map, e.g. 51.4545',
    ...coordinate,
  },
  { name: 'longitude', label: 'Map longitude (optional)', hint: 'e.g. -2.5879', ...coordinate },
] satisfies Omit<ComponentProps<typeof EventInputField>, 'form'>[];

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
          {placeFields.map((field) => (
            <EventInputField key={field.name} form={form} {...field} />
          ))}
        </div>
      ) : (
        !isExternal && (
          <EventInputField
            form={form}
            name="onlineLink"
            label="Online event link"
            hint="Shown only to signed-in guests."
            type="url"
            placeholder="https://"
          />
        )
      )}
    </FormSection>
  );
}
