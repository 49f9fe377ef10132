import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import type { HostEvents } from '@shared/events/event-schemas';
import { isPastEvent } from '@shared/events/london-dates';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { editEventHref, paths } from '@web/config/paths';
import { useDeleteEvent, useSetPublished } from '@web/features/events/api/event-mutations';
import { hostEventsQuery } from '@web/features/events/api/events';
import { formatEventWhen } from '@web/lib/london-time';
import { TabEmptyState } from '../tab-empty-state';
import { CohostsDialog } from './cohosts-dialog';

function HostEventRow({ event }: { event: HostEvents['events'][number] }) {
  const publish = useSetPublished();
  const remove = useDeleteEvent();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    // Narrow screens put the actions under the text, which keeps the row's width: beside it they
    // squeezed the title into a column a few characters wide.
    <Card
      variant="flat"
      className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 md:grid-cols-[4rem_minmax(0,1fr)_auto]"
      asChild
    >
      <li>
        <img src={event.imageUrl} alt="" className="size-16 rounded-xl object-cover" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={event.path}
              className="font-semibold text-forest-900 underline-offset-2 hover:underline"
            >
              {event.title}
            </Link>
            <span
              className={
                event.moderation
                  ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
                  : event.isDraft
                    ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950'
                    : 'rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-forest-900'
              }
            >
              {event.moderation ? 'Unpublished by Kindred' : event.isDraft ? 'Draft' : 'Published'}
            </span>
            {isPastEvent(event) && (
              // Past events are in no public list; the badge tells the host why.
              <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-ink">
                Past
              </span>
            )}
            {event.isExternal && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-ink">
                External
              </span>
            )}
          </p>
          <p className="text-sm text-ink-muted">
            {formatEventWhen(event)} · {event.locationText}
          </p>
          {event.moderation && (
            <div className="mt-1 grid gap-0.5 text-sm break-words text-red-900">
              <p>Their reason: “{event.moderation.reason}”</p>
              <p>You can edit it; it can be published again once the Kindred team restores it.</p>
            </div>
          )}
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <Link
            to={editEventHref(event)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Edit ${event.title}`}
          >
            Edit
          </Link>
          <CohostsDialog event={event} />
          {!event.isExternal && (
            <Link
              to={paths.eventAttendees.getHref(event.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={`Attendees of ${event.title}`}
            >
              Attendees
            </Link>
          )}
          {!event.moderation && (
            <Button
              variant="secondary"
              size="sm"
              disabled={publish.isPending}
              aria-label={`${event.isDraft ? 'Publish' : 'Unpublish'} ${event.title}`}
              onClick={() =>
                void run(
                  () => publish.mutateAsync({ id: event.id, published: event.isDraft }),
                  event.isDraft ? 'Event published' : 'Event unpublished',
                )
              }
            >
              {event.isDraft ? 'Publish' : 'Unpublish'}
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-red-800"
                aria-label={`Delete ${event.title}`}
              >
                Delete
              </Button>
            }
            title="Delete this event?"
            description={`“${event.title}” will be removed for good. This cannot be undone.`}
            confirmLabel="Delete event"
            onConfirm={() => void run(() => remove.mutateAsync(event.id), 'Event deleted')}
          />
        </div>
      </li>
    </Card>
  );
}

export default function EventsTab() {
  // Suspends while loading (the tab's skeleton); a failed read reaches the tab's boundary.
  const { data } = useSuspenseQuery(hostEventsQuery);
  if (data.events.length === 0) {
    return (
      <TabEmptyState title="You haven't created any events yet">
        <p className="text-ink-muted">Your published events and drafts will be listed here.</p>
        <Link to={paths.createEvent.getHref()} className={buttonVariants()}>
          Create Event
        </Link>
      </TabEmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Link to={paths.createEvent.getHref()} className={buttonVariants({ size: 'sm' })}>
          Create Event
        </Link>
      </div>
      <ul className="grid gap-3">
        {data.events.map((event) => (
          <HostEventRow key={event.id} event={event} />
        ))}
      </ul>
    </div>
  );
}
