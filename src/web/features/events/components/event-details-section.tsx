import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input, Textarea } from '@web/components/ui/input';
import { fieldError, type EventFormApi } from './event-form-values';

export function EventDetailsSection({
  form,
  isExternal,
}: {
  form: EventFormApi;
  isExternal: boolean;
}) {
  return (
    <FormSection title="Details">
      <FormField label="Title" error={fieldError(form, 'title')}>
        <Input placeholder="e.g. Full Moon Cacao Ceremony" {...form.register('title')} />
      </FormField>
      <FormField label="Subtitle (optional)" error={fieldError(form, 'subtitle')}>
        <Input
          placeholder="A line that captures the feeling of the gathering"
          {...form.register('subtitle')}
        />
      </FormField>
      <FormField
        label="Description"
        hint="Line breaks are kept."
        error={fieldError(form, 'description')}
      >
        <Textarea rows={8} {...form.register('description')} />
      </FormField>
      {isExternal && (
        <FormField
          label="Link to the event on the other site"
          error={fieldError(form, 'externalLink')}
        >
          <Input type="url" placeholder="https://" {...form.register('externalLink')} />
        </FormField>
      )}
    </FormSection>
  );
}
