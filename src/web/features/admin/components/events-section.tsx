import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_EVENT_STATUS_LABELS,
  ADMIN_EVENT_STATUSES,
  type AdminEvent,
  type AdminEventStatus,
} from '@shared/moderation-schemas';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { formatDateAndTime, londonDateTime } from '@web/lib/london-time';
import { useAdminEvents, useModerateEvent } from '../api/moderation';
import { useModerationDialog, type ModerationRequest } from './moderation-dialog';

const STATUS_LOOKS: Record<AdminEvent['status'], { label: string; className: string }> = {
  published: { label: 'Published', className: 'bg-sage-100 text-forest-900' },
  draft: { label: 'Draft', className: 'bg-amber-100 text-amber-950' },
  unpublished_by_admin: { label: 'Unpublished by moderation', className: 'bg-red-50 text-red-800' },
};

function Status({ event }: { event: AdminEvent }) {
  const look = STATUS_LOOKS[event.status];
  return (
    <span className="grid gap-1">
      <span
        className={cn(
          'justify-self-start rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
          look.className,
        )}
      >
        {look.label}
      </span>
      {event.moderation && (
        <span className="max-w-64 text-xs break-words text-ink-muted">
          {londonDateTime(event.moderation.at)}
          {event.moderation.byName ? ` by ${event.moderation.byName}` : ''}:{' '}
          {event.moderation.reason}
        </span>
      )}
    </span>
  );
}

/** The change offered for an event, as the dialog asks it: unpublish or restore, or none. */
function actionFor(
  event: AdminEvent,
  moderate: ReturnType<typeof useModerateEvent>,
): { label: string; danger?: boolean; request: ModerationRequest } | null {
  if (event.status === 'published')
    return {
      label: 'Unpublish',
      danger: true,
      request: {
        key: `unpublish-${event.id}`,
        title: `Unpublish “${event.title}”?`,
        description:
          'It leaves every list, search and its page at once, and becomes a draft its host cannot publish again until you restore it. The host is told why, in Kindred and by e-mail.',
        field: {
          label: 'Reason',
          hint: 'The host reads this. It is kept in the audit log.',
          required: true,
          requiredMessage: 'Give a reason.',
        },
        confirmLabel: 'Unpublish event',
        danger: true,
        done: `“${event.title}” is unpublished`,
        run: (reason) => moderate.mutateAsync({ id: event.id, action: 'unpublish', reason }),
      },
    };
  if (event.status === 'unpublished_by_admin')
    return {
      label: 'Restore',
      request: {
        key: `restore-${event.id}`,
        title: `Restore “${event.title}”?`,
        description:
          'Its host may publish it again. It stays a draft until they do, and they are told in Kindred and by e-mail.',
        field: {
          label: 'Reason',
          hint: 'Kept in the audit log.',
          required: true,
          requiredMessage: 'Give a reason.',
        },
        confirmLabel: 'Restore event',
        done: `“${event.title}” is restored`,
        run: (reason) => moderate.mutateAsync({ id: event.id, action: 'restore', reason }),
      },
    };
  return null;
}

function EventAction({
  event,
  moderate,
  open,
}: {
  event: AdminEvent;
  moderate: ReturnType<typeof useModerateEvent>;
  open: (request: ModerationRequest, from: HTMLElement) => void;
}) {
  const action = actionFor(event, moderate);
  if (!action) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={action.danger ? 'text-red-800' : undefined}
      aria-haspopup="dialog"
      aria-label={`${action.label} ${event.title}`}
      onClick={(e) => open(action.request, e.currentTarget)}
    >
      {action.label}…
    </Button>
  );
}

/**
 * The super admin's events: every event, drafts included, newest first, searched by title, host
 * or @handle, filtered by status; each published one can be unpublished with a reason, and each
 * unpublished by moderation restored. The table scrolls sideways on a narrow screen, in a region
 * reachable by keyboard.
 */
export function EventsSection() {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<AdminEventStatus>('all');
  const q = useDebouncedValue(query.trim(), 250);
  const list = useAdminEvents({ q, status });
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  const moderate = useModerateEvent();
  const { open, dialog } = useModerationDialog(heading);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2
          ref={heading}
          id={`${id}-heading`}
          tabIndex={-1}
          className="text-2xl font-semibold text-forest-900 outline-none"
        >
          Events
        </h2>
        <p className="mt-1 text-ink-muted">
          Every event on Kindred, drafts included, newest first. Unpublishing one asks for the
          reason its host will read, and is kept in the audit log.
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(14rem,1fr)_minmax(12rem,auto)]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>Search events</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Title, host, e-mail or @handle"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as AdminEventStatus)}
          >
            {ADMIN_EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ADMIN_EVENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending ? (
        <Skeleton className="h-48" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : events.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">No events match</p>
          <p className="text-sm text-ink-muted">
            {q ? `No event matches “${q}”.` : 'There are no events with this status.'}
          </p>
        </EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={list.isPlaceholderData}>
          <div
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          >
            <table className="w-full min-w-[64rem] text-left text-sm">
              <caption id={`${id}-caption`} className="sr-only">
                Events: {ADMIN_EVENT_STATUS_LABELS[status].toLowerCase()}, newest first
              </caption>
              <thead className="bg-sage-50 text-forest-900">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Event
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Host
                  </th>
                  <th scope="col" className="px-4 py-3 whitespace-nowrap">
                    Starts (London)
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Open reports
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id} className="border-t border-stone-200 align-top">
                    <td className="w-72 min-w-56 px-4 py-3">
                      <Link
                        to={event.path}
                        className="font-medium break-words text-forest-800 underline underline-offset-2"
                      >
                        {event.title}
                      </Link>
                    </td>
                    <td className="min-w-48 px-4 py-3">
                      <span className="block font-medium">{event.host.name}</span>
                      <span className="block break-words text-ink-muted">
                        {event.host.handle ? `@${event.host.handle}` : event.host.email}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDateAndTime(event.startDate, event.startTime)}
                    </td>
                    <td className="px-4 py-3">
                      <Status event={event} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{event.openReports}</td>
                    <td className="px-4 py-3 text-right">
                      <EventAction event={event} moderate={moderate} open={open} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Show older events'}
            </Button>
          )}
        </div>
      )}
      {dialog}
    </section>
  );
}
