import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  createReportSchema,
  MODERATION_TEXT_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type CreateReportInput,
  type ReportReason,
  type ReportTargetType,
} from '@shared/moderation-schemas';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import type { LazyDialogProps } from '@web/components/ui/use-lazy-dialog';
import { fieldClass, Label, Textarea } from '@web/components/ui/input';
import { FieldError } from '@web/components/ui/form-field';
import { api } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';

/** Who is never told who reported it. */
const WHOSE: Record<ReportTargetType, string> = {
  event: 'Its host',
  space: 'Its owner',
  testimonial: 'Its writer',
};

/**
 * The report form: a reason from the list and a note (required for "Something else", at most
 * MODERATION_TEXT_MAX characters), checked by the API's own schema before it is sent. Sent, it closes with a
 * thank-you; refused (already reported, too many reports, gone), it says why and stays open.
 */
export default function ReportDialog({
  targetType,
  targetId,
  name,
  open,
  onOpenChange,
  trigger,
}: LazyDialogProps & {
  targetType: ReportTargetType;
  targetId: string;
  name: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        ref={panel}
        width="md"
        scrolls
        // The reason is the first thing to answer: it takes the focus, not the Close button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          panel.current?.querySelector('select')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {open && (
          <ReportForm
            targetType={targetType}
            targetId={targetId}
            name={name}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}

type ReportFields = Omit<CreateReportInput, 'reason'> & { reason: ReportReason | '' };

function ReportForm({
  targetType,
  targetId,
  name,
  onDone,
}: {
  targetType: ReportTargetType;
  targetId: string;
  name: string;
  onDone: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  // The shared schema checks what the server checks, in its words; the first field at fault
  // takes the focus, so its message is read out with it.
  const form = useForm<ReportFields, unknown, CreateReportInput>({
    resolver: zodResolver(createReportSchema) as Resolver<ReportFields, unknown, CreateReportInput>,
    defaultValues: { targetType, targetId, reason: '', note: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const reason = form.watch('reason');
  const noteRequired = reason === 'other';
  const length = (form.watch('note') ?? '').trim().length;

  const submit = form.handleSubmit(async (report) => {
    setFailure(undefined);
    try {
      await api('/api/reports', { method: 'POST', body: report });
    } catch (error) {
      const placed = applyServerErrors(form, error, { only: ['reason', 'note'] });
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
      return;
    }
    toast.success('Thank you. The Kindred team will look at your report.');
    onDone();
  });

  const reasonError = errors.reason?.message;
  const noteError = errors.note?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className={dialogTitleClass}>Report this {targetType}</Dialog.Title>
        <Dialog.Close aria-label="Close" className="rounded-full p-1.5 hover:bg-stone-100">
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="text-ink">
        Tell the Kindred team what is wrong with “{name}”. {WHOSE[targetType]} is not told who
        reported it.
      </Dialog.Description>
      {/* What is reported is no field: a fault there (it has gone) is the whole form's. */}
      <FormAlert message={failure ?? errors.targetId?.message ?? errors.targetType?.message} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <select
          id={`${id}-reason`}
          className={cn(fieldClass, 'h-11')}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
          // Drawn from the form's value: "Choose a reason" is disabled, and some DOMs will not
          // select a disabled option when told its value alone.
          value={reason}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-reason-error`} message={reasonError} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{noteRequired ? 'What is wrong' : 'Note (optional)'}</Label>
        <Textarea
          id={`${id}-note`}
          maxLength={MODERATION_TEXT_MAX + 100}
          aria-required={noteRequired ? 'true' : undefined}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
          {...form.register('note', { onChange: () => form.clearErrors('note') })}
        />
        <p id={`${id}-note-hint`} className="flex justify-between gap-3 text-sm text-ink-muted">
          <span>Anything that helps us understand, such as what you saw and where.</span>
          <span
            className={cn(
              'shrink-0 tabular-nums',
              length > MODERATION_TEXT_MAX && 'font-medium text-red-700',
            )}
          >
            {length} / {MODERATION_TEXT_MAX}
          </span>
        </p>
        <FieldError id={`${id}-note-error`} message={noteError} />
      </div>
      <DialogActions submitLabel="Send report" pendingLabel="Sending…" pending={isSubmitting} />
    </form>
  );
}
