import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  attendeeMessageSchema,
  MESSAGES_PER_EVENT_PER_HOUR,
  type AttendeeMessage,
} from '@shared/tickets/host-order-schemas';
import { Button } from '@web/components/ui/button';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { useMessageAttendees } from '../api/host-orders';

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** "Message guests": a subject and a message, e-mailed to everyone with a place. */
export function MessageGuestsDialog({
  eventId,
  eventTitle,
  guestCount,
}: {
  eventId: string;
  eventTitle: string;
  guestCount: number;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMessageAttendees(eventId);
  const form = useForm<AttendeeMessage>({
    resolver: zodResolver(attendeeMessageSchema),
    defaultValues: { subject: '', message: '' },
  });
  const submit = form.handleSubmit(async (message) => {
    setProblem(null);
    try {
      const { recipients } = await send.mutateAsync(message);
      toast.success(`Message sent to ${guests(recipients)}`);
      form.reset();
      setOpen(false);
    } catch (e) {
      const placed = applyServerErrors(form, e);
      if (Object.keys(placed).length === 0) setProblem((e as Error).message);
    }
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" disabled={guestCount === 0}>
          <Mail aria-hidden="true" />
          Message guests
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="xl" scrolls>
        <Dialog.Title className={dialogTitleClass}>Message guests</Dialog.Title>
        <Dialog.Description className="text-ink-muted">
          An e-mail to everyone with a place at {eventTitle} ({guests(guestCount)}). You can send{' '}
          {MESSAGES_PER_EVENT_PER_HOUR} messages an hour.
        </Dialog.Description>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormAlert message={problem} />
          <FormField label="Subject" error={form.formState.errors.subject?.message}>
            <Input autoComplete="off" {...form.register('subject')} />
          </FormField>
          <FormField label="Message" error={form.formState.errors.message?.message}>
            <Textarea rows={7} {...form.register('message')} />
          </FormField>
          <DialogActions
            submitLabel="Send message"
            pendingLabel="Sending…"
            pending={send.isPending}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
