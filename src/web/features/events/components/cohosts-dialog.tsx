import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { EventCohostsSection } from './event-cohosts-section';

/**
 * The dashboard's way to an event's co-hosts (issue 11: invite from the forms and the
 * dashboard): the edit form's co-hosts section, in a dialog over the events list.
 */
export function CohostsDialog({ event }: { event: { id: string; title: string } }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Co-hosts of ${event.title}`}>
          Co-hosts
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="2xl" scrolls aria-describedby={undefined}>
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className={dialogTitleClass}>Co-hosts of {event.title}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" size="sm" aria-label="Close">
              <X aria-hidden="true" className="size-4" />
            </Button>
          </Dialog.Close>
        </div>
        <EventCohostsSection eventId={event.id} eventTitle={event.title} canManage framed={false} />
      </DialogPanel>
    </Dialog.Root>
  );
}
