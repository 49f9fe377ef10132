import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MODERATION_TEXT_MAX } from '@shared/moderation-rules';
import { DialogActions, DialogPanel, focusOpenerOnClose } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField, LengthCount } from '@web/components/ui/form-field';
import { choiceClass, Textarea } from '@web/components/ui/input';
import { rewordErrors } from '@web/components/ui/reworded-resolver';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';

/** What a moderation request sends: the API's own fields (a reason; or a note, and a choice). */
export type ModerationBody = {
  reason?: string;
  note?: string;
  unpublishEvent?: boolean;
  hideTestimonial?: boolean;
};

/** What a moderation dialog asks, and the change it makes once confirmed. */
export type ModerationRequest = {
  /** Tells one request from the next (a fresh form for each). */
  key: string;
  title: string;
  description: string;
  /** The text asked for, by its name in the request's body. */
  field: { name: 'reason' | 'note'; label: string; hint: string; required: boolean };
  /**
   * A choice that comes with the change, by its name in the request's body (resolving a report
   * of an event: unpublish it too; of a testimonial: hide it).
   */
  option?: {
    name: 'unpublishEvent' | 'hideTestimonial';
    label: string;
    hint: string;
    makesFieldRequired: boolean;
  };
  /** The shared schema of the body: its checks and messages are the server's. */
  schema: z.ZodType<ModerationBody, ModerationBody>;
  confirmLabel: string;
  danger?: boolean;
  done: string;
  run: (body: ModerationBody) => Promise<unknown>;
};

/** The dialog says "Keep it under …" where the API names the field ("Keep the note under …"). */
const tooLong = { too_big: `Keep it under ${MODERATION_TEXT_MAX} characters.` };
const wording = { reason: tooLong, note: tooLong };

/**
 * One dialog for a whole section, outside its rows: a change can move or remove the row that
 * asked for it (a resolved report leaves the open list) without taking the dialog with it. The
 * focus then goes back to the button that opened it, or to `fallbackFocus` when that button has
 * left the page.
 */
export function useModerationDialog(fallbackFocus: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<ModerationRequest | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const close = () => setRequest(null);
  const open = (next: ModerationRequest, from: HTMLElement) => {
    trigger.current = from;
    setRequest(next);
  };
  const dialog = (
    <Dialog.Root open={request !== null} onOpenChange={(isOpen) => !isOpen && setRequest(null)}>
      <DialogPanel width="lg" scrolls onCloseAutoFocus={focusOpenerOnClose(trigger, fallbackFocus)}>
        {request && <ModerationForm key={request.key} request={request} onClose={close} />}
      </DialogPanel>
    </Dialog.Root>
  );
  return { open, dialog };
}

function ModerationForm({
  request: { title, description, field, option, schema, confirmLabel, danger, done, run },
  onClose,
}: {
  request: ModerationRequest;
  onClose: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ModerationBody>({
    resolver: rewordErrors(zodResolver(schema), wording),
    defaultValues: { [field.name]: '', ...(option ? { [option.name]: false } : {}) },
    // As before: typing clears the message; the text is checked again on the next press.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = option ? form.watch(option.name) === true : false;
  const required = field.required || (option?.makesFieldRequired === true && chosen);
  const length = (form.watch(field.name) ?? '').trim().length;

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await run(body);
    } catch (e) {
      // The server's word on a field is said under the text; anything else above the form.
      const problem = Object.values(serverFieldErrors(e))[0];
      if (problem) form.setError(field.name, { message: problem });
      else setFailure((e as Error).message);
      return;
    }
    toast.success(done);
    onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
      <Dialog.Description className="text-ink">{description}</Dialog.Description>
      <FormAlert message={failure} />
      {option && (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-option`}
            type="checkbox"
            className={cn(choiceClass, 'mt-1')}
            aria-describedby={`${id}-option-hint`}
            {...form.register(option.name)}
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-option`} className="text-sm font-medium text-ink">
              {option.label}
            </label>
            <p id={`${id}-option-hint`} className="text-sm text-ink-muted">
              {option.hint}
            </p>
          </div>
        </div>
      )}
      <FormField
        label={required ? field.label : `${field.label} (optional)`}
        hint={field.hint}
        error={errors[field.name]?.message}
      >
        <Textarea
          maxLength={MODERATION_TEXT_MAX + 100}
          aria-required={required ? 'true' : undefined}
          {...form.register(field.name, { onChange: () => form.clearErrors(field.name) })}
        />
      </FormField>
      <LengthCount length={length} max={MODERATION_TEXT_MAX} />
      <DialogActions submitLabel={confirmLabel} pending={isSubmitting} danger={danger} />
    </form>
  );
}
