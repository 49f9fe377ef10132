import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { CANCEL_MESSAGE_MAX } from '@shared/events/event-schemas';
import { Button } from '@web/components/ui/button';
import { DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { useCancelEvent, useEndSeries } from '../api/event-mutations';

/** What the dialog does: call off this date (or a one-off), or end its series after it. */
type Action = 'cancel' | 'end';

/** The words of each action, for a date of a series or a one-off event. */
function wordsFor(action: Action, repeats: boolean, title: string, when: string) {
  const what = repeats ? 'this date' : 'this event';
  // Every date of a series has its title: the date tells their buttons and dialogs apart.
  const named = when ? `${title}, ${when}` : title;
  if (action === 'end')
    return {
      trigger: 'End series here',
      label: `End the series after this date: ${named}`,
      question: 'End the series after this date?',
      explained:
        `No dates of “${title}” after ${when || 'this one'} will be made. Later dates without bookings are ` +
        'removed; later dates with bookings are cancelled, what guests paid by card is paid back ' +
        'in full, and each guest is told by e-mail. This date stays. This cannot be undone.',
      keep: 'Keep the series',
      confirm: 'End the series',
      pending: 'Ending…',
      done: 'Series ended',
    };
  return {
    trigger: repeats ? 'Cancel this date' : 'Cancel event',
    label: `Cancel ${what}: ${named}`,
    question: `Cancel ${what}?`,
    explained:
      `“${named}” will show as cancelled and can no longer be booked. Every booking is ` +
      'cancelled, what guests paid by card is paid back in full, and each guest is told by ' +
      'e-mail. This cannot be undone.',
    keep: `Keep ${what}`,
    confirm: `Cancel ${what}`,
    pending: 'Cancelling…',
    done: repeats ? 'Date cancelled' : 'Event cancelled',
  };
}

/**
 * The owner calls off one date of a series or a one-off event, or ends a series after a date
 * (issue 23): asked first, with an optional message that goes to every guest with their
 * cancelled booking and refund.
 */
export function CancelEventDialog({
  event,
  action = 'cancel',
  when = '',
}: {
  event: { id: string; title: string; repeats: string | null };
  action?: Action;
  /** When the date is, as the row shows it: named in the button and the question. */
  when?: string;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const cancel = useCancelEvent();
  const end = useEndSeries();
  const mutation = action === 'end' ? end : cancel;
  const words = wordsFor(action, Boolean(event.repeats), event.title, when);
  const tooLong = message.trim().length > CANCEL_MESSAGE_MAX;

  const submit = async () => {
    setFailure(undefined);
    if (tooLong) return setProblem(`Keep it under ${CANCEL_MESSAGE_MAX} characters.`);
    setProblem(undefined);
    try {
      await mutation.mutateAsync({ id: event.id, message: message.trim() });
    } catch (e) {
      const said = serverFieldErrors(e).message;
      if (said) setProblem(said);
      else setFailure((e as Error).message);
      return;
    }
    toast.success(words.done);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost-danger" size="sm" aria-label={words.label}>
          {words.trigger}
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="lg" scrolls>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Dialog.Title className={dialogTitleClass}>{words.question}</Dialog.Title>
          <Dialog.Description className="text-ink">{words.explained}</Dialog.Description>
          <FormAlert message={failure} />
          <FormField
            label="Message to your guests (optional)"
            hint={`Up to ${CANCEL_MESSAGE_MAX} characters, sent with the news.`}
            error={problem}
          >
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          {/* "Cancel" would be ambiguous beside the change itself: the way back keeps it. */}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{words.keep}</Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" disabled={mutation.isPending}>
              {mutation.isPending ? words.pending : words.confirm}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
