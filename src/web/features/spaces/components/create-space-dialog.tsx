import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { z } from 'zod';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { facilitatorCongratulations } from '@shared/spaces/platform-fee';
import { paths } from '@web/config/paths';
import { useSaveSpace } from '../api/own-space';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';

// The dialog asks for the name alone; the space form's other rules come when it is edited.
const createSpaceSchema = z.object({
  displayName: z.string().trim().min(1, 'Please fill in your display name'),
});
type CreateSpaceInput = z.infer<typeof createSpaceSchema>;

/**
 * Spec 02 §2: "Create Your Space": a display name, then on to /facilitator-space. Creating the
 * space makes the person a facilitator, so they are told so with their platform fee (§8).
 */
export function CreateSpaceDialog({
  defaultName,
  trigger,
}: {
  defaultName: string;
  trigger: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<CreateSpaceInput>({
    resolver: zodResolver(createSpaceSchema),
    defaultValues: { displayName: defaultName },
  });
  const save = useSaveSpace();
  const navigate = useNavigate();

  const create = form.handleSubmit(async ({ displayName }) => {
    try {
      const space = await save.mutateAsync({ displayName });
      toast.success('Personal Space created successfully!');
      toast.success(facilitatorCongratulations(space.platformFeeOverride));
      setOpen(false);
      await navigate(paths.ownSpace.getHref());
    } catch (e) {
      toast.error((e as Error).message || 'Failed to create Personal Space. Please try again.');
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogPanel width="sm">
        <Dialog.Title className={dialogTitleClass}>Create Your Space</Dialog.Title>
        <Dialog.Description className="text-ink-muted">
          Your public page for hosting events, services and more. You can add the details next.
        </Dialog.Description>
        <form noValidate onSubmit={create} className="grid gap-4">
          <FormField label="Display name" error={form.formState.errors.displayName?.message}>
            <Input {...form.register('displayName')} />
          </FormField>
          <DialogActions
            submitLabel="Create My Space"
            pendingLabel="Creating..."
            pending={save.isPending}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
