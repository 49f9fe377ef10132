import { Link } from 'react-router';
import type { HostEvents } from '@shared/events/event-schemas';
import { isPastEvent } from '@shared/events/london-dates';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { formatEventWhen } from '@web/lib/london-time';
import { useDeleteEvent, useSetPublished } from '../api/event-mutations';
import { CancelEventDialog } from './cancel-event-dialog';
import { CohostsDialog } from './cohosts-dialog';
import { ConfirmedRemoval, EditEventLink, runWithToast } from './event-row-parts';

/**
 * One of the host's events on the dashboard: its state (draft, published, unpublished by
 * Kindred, past, external), and edit, co-hosts, attendees, publish or unpublish, and delete.
 */
export function HostEventRow({ event }: { event: HostEvents['events'][number] }) {
  const publish = useSetPublished();
  const remove = useDeleteEvent();
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
            {!event.cancelledAt && (
              <span
                className={
                  event.moderation
                    ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
                    : event.isDraft
                      ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950'
                      : 'rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-forest-900'
                }
              >
                {event.moderation
                  ? 'Unpublished by Kindred'
                  : event.isDraft
                    ? 'Draft'
                    : 'Published'}
              </span>
            )}
            {event.cancelledAt && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                Cancelled
              </span>
            )}
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
            {/* Each date of a series is a row of its own: this says which series it belongs to. */}
            {event.repeats && ` · ${event.repeats}`}
          </p>
          {event.moderation && (
            <div className="mt-1 grid gap-0.5 text-sm break-words text-red-900">
              <p>Their reason: “{event.moderation.reason}”</p>
              <p>You can edit it; it can be published again once the Kindred team restores it.</p>
            </div>
          )}
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <EditEventLink event={event} />
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
          {/* A cancelled date stays as it is: published, so its guests can read why. */}
          {!event.moderation && !event.cancelledAt && (
            <Button
              variant="secondary"
              size="sm"
              disabled={publish.isPending}
              aria-label={`${event.isDraft ? 'Publish' : 'Unpublish'} ${event.title}`}
              onClick={() =>
                void runWithToast(
                  () => publish.mutateAsync({ id: event.id, published: event.isDraft }),
                  event.isDraft ? 'Event published' : 'Event unpublished',
                )
              }
            >
              {event.isDraft ? 'Publish' : 'Unpublish'}
            </Button>
          )}
          {!event.cancelledAt && !event.isExternal && !isPastEvent(event) && (
            <CancelEventDialog event={event} when={formatEventWhen(event)} />
          )}
          {/* A series with bookings cannot be deleted: it is ended after a date instead. */}
          {event.seriesId && !event.cancelledAt && !isPastEvent(event) && (
            <CancelEventDialog event={event} action="end" when={formatEventWhen(event)} />
          )}
          <ConfirmedRemoval
            label="Delete"
            name={`Delete ${event.title}`}
            title="Delete this event?"
            description={`“${event.title}” will be removed for good. This cannot be undone.`}
            confirmLabel="Delete event"
            onConfirm={() => void runWithToast(() => remove.mutateAsync(event.id), 'Event deleted')}
          />
        </div>
      </li>
    </Card>
  );
}
