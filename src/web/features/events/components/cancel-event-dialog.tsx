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
import { useCancelEvent } from '../api/event-mutations';

/**
 * The owner calls off one date of a series, or a one-off event (issue 23): asked first, with an
 * optional message that goes to every guest with their cancelled booking and refund.
 */
export function CancelEventDialog({
  event,
}: {
  event: { id: string; title: string; repeats: string | null };
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const cancel = useCancelEvent();
  const what = event.repeats ? 'this date' : 'this event';
  const tooLong = message.trim().length > CANCEL_MESSAGE_MAX;

  const submit = async () => {
    setFailure(undefined);
    if (tooLong) return setProblem(`Keep it under ${CANCEL_MESSAGE_MAX} characters.`);
    setProblem(undefined);
    try {
      await cancel.mutateAsync({ id: event.id, message: message.trim() });
    } catch (e) {
      const said = serverFieldErrors(e).message;
      if (said) setProblem(said);
      else setFailure((e as Error).message);
      return;
    }
    toast.success(event.repeats ? 'Date cancelled' : 'Event cancelled');
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-800"
          aria-label={`Cancel ${what}: ${event.title}`}
        >
          {event.repeats ? 'Cancel this date' : 'Cancel event'}
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
          <Dialog.Title className={dialogTitleClass}>Cancel {what}?</Dialog.Title>
          <Dialog.Description className="text-ink">
            “{event.title}” will show as cancelled and can no longer be booked. Every booking is
            cancelled, what guests paid by card is paid back in full, and each guest is told by
            e-mail. This cannot be undone.
          </Dialog.Description>
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
              <Button variant="ghost">Keep {what}</Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : `Cancel ${what}`}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
