import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { SPACE_BIO_MAX, type ParsedSpaceInput } from '@shared/spaces/space-schemas';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { HandleField, type HandleStatus } from './handle-field';
import type { SpaceFormValues } from './space-form-values';

/** Spec 02 §2 section 2: display name, handle and bio. */
export function SpaceIdentityFields({
  form,
  displayName,
  locked,
  errors,
  onHandleEdited,
  onHandleStatus,
}: {
  form: UseFormReturn<SpaceFormValues, unknown, ParsedSpaceInput>;
  displayName: UseFormRegisterReturn<'displayName'>;
  locked: boolean;
  errors: Record<string, string>;
  onHandleEdited: () => void;
  onHandleStatus: (status: HandleStatus) => void;
}) {
  return (
    <>
      <FormField label="Display name" error={errors.displayName}>
        <Input {...displayName} maxLength={80} />
      </FormField>
      <Controller
        control={form.control}
        name="handle"
        render={({ field }) => (
          <HandleField
            value={field.value}
            locked={locked}
            onStatus={onHandleStatus}
            error={errors.handle}
            onChange={(next, byUser) => {
              if (byUser) onHandleEdited();
              field.onChange(next);
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormField
            label="Bio"
            hint={`${field.value.length} / ${SPACE_BIO_MAX}`}
            error={errors.description}
          >
            <Textarea
              rows={4}
              maxLength={SPACE_BIO_MAX}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.slice(0, SPACE_BIO_MAX))}
            />
          </FormField>
        )}
      />
    </>
  );
}
