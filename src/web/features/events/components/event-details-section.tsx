import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Textarea } from '@web/components/ui/input';
import { fieldError, type EventFormApi } from './event-form-values';
import { EventInputField } from './event-input-field';

export function EventDetailsSection({
  form,
  isExternal,
}: {
  form: EventFormApi;
  isExternal: boolean;
}) {
  return (
    <FormSection title="Details">
      <EventInputField
        form={form}
        name="title"
        label="Title"
        placeholder="e.g. Full Moon Cacao Ceremony"
      />
      <EventInputField
        form={form}
        name="subtitle"
        label="Subtitle (optional)"
        placeholder="A line that captures the feeling of the gathering"
      />
      <FormField
        label="Description"
        hint="Line breaks are kept."
        error={fieldError(form, 'description')}
      >
        <Textarea rows={8} {...form.register('description')} />
      </FormField>
      {isExternal && (
        <EventInputField
          form={form}
          name="externalLink"
          label="Link to the event on the other site"
          type="url"
          placeholder="https://"
        />
      )}
    </FormSection>
  );
}
