import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { MODERATION_TEXT_MAX } from '@shared/moderation-rules';
import { Button } from '@web/components/ui/button';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { choiceClass, Textarea } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';

/** What a moderation dialog asks, and the change it makes once confirmed. */
export type ModerationRequest = {
  /** Tells one request from the next (a fresh form for each). */
  key: string;
  title: string;
  description: string;
  field: { label: string; hint: string; required: boolean; requiredMessage: string };
  /** A choice that comes with the change (resolving a report of an event: unpublish it too). */
  option?: { label: string; hint: string; makesFieldRequired: boolean };
  confirmLabel: string;
  danger?: boolean;
  done: string;
  run: (text: string, option: boolean) => Promise<unknown>;
};

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
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={cn(
            dialogPanelClass,
            'max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto',
          )}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = trigger.current?.isConnected ? trigger.current : fallbackFocus.current;
            target?.focus();
          }}
        >
          {request && <ModerationForm key={request.key} request={request} onClose={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { open, dialog };
}

function ModerationForm({
  request: { title, description, field, option, confirmLabel, danger, done, run },
  onClose,
}: {
  request: ModerationRequest;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const serverProblem = Object.values(serverFieldErrors(error))[0];
  const fieldError = problem ?? serverProblem;
  const required = field.required || (option?.makesFieldRequired === true && chosen);
  const length = text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = text.trim();
    const found =
      required && !trimmed
        ? field.requiredMessage
        : trimmed.length > MODERATION_TEXT_MAX
          ? `Keep it under ${MODERATION_TEXT_MAX} characters.`
          : undefined;
    setProblem(found);
    if (found) return;
    setPending(true);
    setError(undefined);
    try {
      await run(trimmed, chosen);
    } catch (e) {
      setError(e);
      setPending(false);
      return;
    }
    toast.success(done);
    onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
      <Dialog.Description className="text-ink">{description}</Dialog.Description>
      <FormAlert message={error && !serverProblem ? (error as Error).message : undefined} />
      {option && (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-option`}
            type="checkbox"
            className={cn(choiceClass, 'mt-1')}
            checked={chosen}
            aria-describedby={`${id}-option-hint`}
            onChange={(e) => setChosen(e.target.checked)}
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
        error={fieldError}
      >
        <Textarea
          value={text}
          maxLength={MODERATION_TEXT_MAX + 100}
          aria-required={required ? 'true' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(undefined);
          }}
        />
      </FormField>
      <p
        className={cn(
          '-mt-2 text-right text-sm',
          length > MODERATION_TEXT_MAX ? 'font-medium text-red-700' : 'text-ink-muted',
        )}
      >
        {length} / {MODERATION_TEXT_MAX}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
          {pending ? 'Saving…' : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
