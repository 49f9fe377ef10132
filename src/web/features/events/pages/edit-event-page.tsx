import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { NotFoundPage } from '@web/components/error-pages';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useViewer } from '@web/lib/viewer';
import { useDeleteEvent } from '../api/event-mutations';
import { eventDetailQuery } from '../api/events';
import { EventForm } from '../components/event-form';

/** /edit-hosted-event/:id and /edit-external-event/:id, for the event's host. */
export default function EditEventPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const viewerId = useViewer().data?.user?.id;
  const { data: event, isPending, error } = useQuery({ ...eventDetailQuery(id), staleTime: 0 });
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <NotFoundPage />;
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading event" />;
  if (!event.canEdit) return <NotFoundPage />;
  // An accepted co-host edits the content; deleting stays the owner's (the server holds it).
  const isOwner = viewerId === event.hostId;

  const destroy = async () => {
    try {
      await remove.mutateAsync(event.id);
      toast.success('Event deleted');
      await navigate(paths.hostDashboard.getHref('events'), { replace: true });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <Page title={`Edit ${event.title}`} className="container-page grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-forest-900">Edit event</h1>
          <p className="mt-1 text-ink-muted">
            {event.isDraft
              ? isOwner
                ? 'Draft: only you can see it.'
                : 'Draft: only its hosts can see it.'
              : 'Published: changes show as soon as you save.'}
          </p>
        </div>
        {isOwner && (
          <ConfirmDialog
            trigger={<Button variant="outline-danger">Delete event</Button>}
            title="Delete this event?"
            description={`“${event.title}” will be removed for good. This cannot be undone.`}
            confirmLabel="Delete event"
            onConfirm={() => void destroy()}
          />
        )}
      </div>
      {event.moderation && (
        <div
          role="status"
          className="grid gap-1 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">The Kindred team unpublished this event</p>
          <p className="break-words">Their reason: “{event.moderation.reason}”</p>
          <p className="text-sm">
            You can edit it and save it as a draft. It can be published again once the team restores
            it.{' '}
            <Link to={paths.contact.getHref()} className="font-medium underline underline-offset-2">
              Contact us
            </Link>{' '}
            if you think this is a mistake.
          </p>
        </div>
      )}
      <EventForm key={event.id} event={event} isExternal={event.isExternal} />
    </Page>
  );
}
