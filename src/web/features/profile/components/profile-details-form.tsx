import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  PROFILE_BIO_MAX,
  updateProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '@shared/profile-schemas';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useUpdateProfile } from '../api/profile';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: { firstName: profile.firstName, lastName: profile.lastName, bio: profile.bio },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const bio = form.watch('bio') ?? '';

  // `resetOptions` keeps what was typed when the saved profile is read again; a reset with no
  // options would keep it too, so Discard says plainly to drop the edits.
  const discard = () => form.reset(undefined, { keepDirtyValues: false });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, bio: saved.bio });
      toast.success('Profile saved');
    } catch (error) {
      toast.error((error as Error).message || 'Something went wrong, please try again');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        label="Bio"
        hint={`${bio.length} / ${PROFILE_BIO_MAX}`}
        error={errors.bio?.message}
      >
        <Textarea
          maxLength={PROFILE_BIO_MAX}
          placeholder="A few words about you and what brings you to these gatherings"
          {...form.register('bio')}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={discard}>
          Discard changes
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
