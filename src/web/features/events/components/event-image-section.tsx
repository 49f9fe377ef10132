import { FormSection } from '@web/components/ui/form-section';
import { EventImageField } from './event-image-field';
import { fieldError, type EventFormApi } from './event-form-values';

export function EventImageSection({ form }: { form: EventFormApi }) {
  return (
    <FormSection title="Image">
      <EventImageField
        value={{
          imageUrl: form.watch('imageUrl') ?? null,
          originalImageUrl: form.watch('originalImageUrl') ?? null,
        }}
        serverError={fieldError(form, 'imageUrl')}
        onChange={(next) => {
          form.clearErrors('imageUrl');
          form.setValue('imageUrl', next.imageUrl, { shouldDirty: true });
          form.setValue('originalImageUrl', next.originalImageUrl, { shouldDirty: true });
        }}
      />
    </FormSection>
  );
}
