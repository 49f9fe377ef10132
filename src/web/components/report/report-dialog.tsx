import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  MODERATION_TEXT_MAX,
  REPORT_NOTE_REQUIRED,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@shared/moderation-rules';
import { Button } from '@web/components/ui/button';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { fieldClass, Label, Textarea } from '@web/components/ui/input';
import { api, ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';

/**
 * The report form: a reason from the list and a note (required for "Something else", at most
 * MODERATION_TEXT_MAX characters, checked here as the server checks it). Sent, it closes with a
 * thank-you; refused (already reported, too many reports, gone), it says why and stays open.
 */
export default function ReportDialog({
  targetType,
  targetId,
  name,
  open,
  onOpenChange,
  trigger,
}: {
  targetType: ReportTargetType;
  targetId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link that opened it: focus goes back there on closing, as to a Radix trigger. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          ref={panel}
          className={cn(
            dialogPanelClass,
            'max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto',
          )}
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
              onCancel={() => onOpenChange(false)}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportForm({
  targetType,
  targetId,
  name,
  onDone,
  onCancel,
}: {
  targetType: ReportTargetType;
  targetId: string;
  name: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const noteRequired = reason === 'other';
  const length = note.trim().length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = note.trim();
    const found = {
      reason: reason ? undefined : 'Choose a reason from the list.',
      note:
        noteRequired && !trimmed
          ? REPORT_NOTE_REQUIRED
          : trimmed.length > MODERATION_TEXT_MAX
            ? `Keep the note under ${MODERATION_TEXT_MAX} characters.`
            : undefined,
    };
    setErrors(found);
    if (found.reason || found.note) {
      // The first field at fault takes the focus, so its message is read out with it.
      (found.reason ? reasonField : noteField).current?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await api('/api/reports', {
        method: 'POST',
        body: { targetType, targetId, reason, note: trimmed },
      });
    } catch (error) {
      setPending(false);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.reason || fields.note)
        setErrors({ reason: fields.reason?.[0], note: fields.note?.[0] });
      else setFailure((error as Error).message);
      return;
    }
    toast.success('Thank you. The Kindred team will look at your report.');
    onDone();
  };

  const reasonError = errors.reason;
  const noteError = errors.note;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className={dialogTitleClass}>Report this {targetType}</Dialog.Title>
        <Dialog.Close aria-label="Close" className="rounded-full p-1.5 hover:bg-stone-100">
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="text-ink">
        Tell the Kindred team what is wrong with “{name}”.{' '}
        {targetType === 'event' ? 'Its host' : 'Its owner'} is not told who reported it.
      </Dialog.Description>
      <FormAlert message={failure} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <select
          ref={reasonField}
          id={`${id}-reason`}
          className={cn(fieldClass, 'h-11')}
          value={reason}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value as ReportReason);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
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
        {reasonError && (
          <p id={`${id}-reason-error`} className="text-sm font-medium text-red-700">
            {reasonError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{noteRequired ? 'What is wrong' : 'Note (optional)'}</Label>
        <Textarea
          ref={noteField}
          id={`${id}-note`}
          value={note}
          maxLength={MODERATION_TEXT_MAX + 100}
          aria-required={noteRequired ? 'true' : undefined}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
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
        {noteError && (
          <p id={`${id}-note-error`} className="text-sm font-medium text-red-700">
            {noteError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
