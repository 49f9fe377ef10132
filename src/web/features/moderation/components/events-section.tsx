import { useRef } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_EVENT_STATUS_LABELS,
  ADMIN_EVENT_STATUSES,
  moderationReasonSchema,
  type AdminEvent,
  type AdminEventStatus,
} from '@shared/moderation-schemas';
import { DataTable, type Column } from '@web/components/list-kit/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@web/components/list-kit/filter-bar';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { LoadMore } from '@web/components/list-kit/pager';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { Button } from '@web/components/ui/button';
import { HeadedSection } from '@web/components/ui/headed-section';
import { cn } from '@web/lib/cn';
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
          name: 'reason',
          label: 'Reason',
          hint: 'The host reads this. It is kept in the audit log.',
          required: true,
        },
        schema: moderationReasonSchema,
        confirmLabel: 'Unpublish event',
        danger: true,
        done: `“${event.title}” is unpublished`,
        run: ({ reason = '' }) =>
          moderate.mutateAsync({ id: event.id, action: 'unpublish', reason }),
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
        field: { name: 'reason', label: 'Reason', hint: 'Kept in the audit log.', required: true },
        schema: moderationReasonSchema,
        confirmLabel: 'Restore event',
        done: `“${event.title}” is restored`,
        run: ({ reason = '' }) => moderate.mutateAsync({ id: event.id, action: 'restore', reason }),
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
      variant={action.danger ? 'outline-danger' : 'outline'}
      size="sm"
      aria-haspopup="dialog"
      aria-label={`${action.label} ${event.title}`}
      onClick={(e) => open(action.request, e.currentTarget)}
    >
      {action.label}…
    </Button>
  );
}

/** The events table's columns: what it is, whose, when, its standing, and the change offered. */
function eventColumns(
  moderate: ReturnType<typeof useModerateEvent>,
  open: (request: ModerationRequest, from: HTMLElement) => void,
): Column<AdminEvent>[] {
  return [
    {
      header: 'Event',
      className: 'w-72 min-w-56',
      cell: (event) => (
        <Link
          to={event.path}
          className="font-medium break-words text-forest-800 underline underline-offset-2"
        >
          {event.title}
        </Link>
      ),
    },
    {
      header: 'Host',
      className: 'min-w-48',
      cell: (event) => (
        <>
          <span className="block font-medium">{event.host.name}</span>
          <span className="block break-words text-ink-muted">
            {event.host.handle ? `@${event.host.handle}` : event.host.email}
          </span>
        </>
      ),
    },
    {
      header: 'Starts (London)',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (event) => formatDateAndTime(event.startDate, event.startTime),
    },
    { header: 'Status', cell: (event) => <Status event={event} /> },
    {
      header: 'Open reports',
      headerClassName: 'text-right',
      className: 'text-right tabular-nums',
      cell: (event) => event.openReports,
    },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (event) => <EventAction event={event} moderate={moderate} open={open} />,
    },
  ];
}

/**
 * The super admin's events: every event, drafts included, newest first, searched by title, host
 * or @handle, filtered by status (both in the address); each published one can be unpublished
 * with a reason, and each unpublished by moderation restored. The table scrolls sideways on a
 * narrow screen, in a region reachable by keyboard.
 */
export function EventsSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const filters = useListFilters(
    'events',
    { q: '', status: 'all' },
    { status: ADMIN_EVENT_STATUSES },
  );
  const q = filters.values.q;
  const status = filters.values.status as AdminEventStatus;
  const list = useAdminEvents({ q, status });
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  const moderate = useModerateEvent();
  const { open, dialog } = useModerationDialog(heading);

  return (
    <HeadedSection
      title="Events"
      headingRef={heading}
      intro={
        <p>
          Every event on Kindred, drafts included, newest first. Unpublishing one asks for the
          reason its host will read, and is kept in the audit log.
        </p>
      }
    >
      <FilterBar className="grid gap-3 sm:grid-cols-[minmax(14rem,1fr)_minmax(12rem,auto)]">
        <SearchFilter
          label="Search events"
          placeholder="Title, host, e-mail or @handle"
          value={q}
          onSearch={(value) => filters.set({ q: value })}
        />
        <SelectFilter
          label="Status"
          value={status}
          options={ADMIN_EVENT_STATUSES.map((s) => [s, ADMIN_EVENT_STATUS_LABELS[s]] as const)}
          onChange={(value) => filters.set({ status: value })}
        />
      </FilterBar>

      <ListBody
        state={list}
        isEmpty={events.length === 0}
        skeletonClassName="h-48"
        empty={
          <EmptyListWords
            title="No events match"
            hint={q ? `No event matches “${q}”.` : 'There are no events with this status.'}
          />
        }
      >
        <DataTable
          rows={events}
          rowKey={(event) => event.id}
          label={`Events: ${ADMIN_EVENT_STATUS_LABELS[status].toLowerCase()}, newest first`}
          caption={`Events: ${ADMIN_EVENT_STATUS_LABELS[status].toLowerCase()}, newest first`}
          tableClassName="min-w-[64rem]"
          columns={eventColumns(moderate, open)}
        />
        <LoadMore list={list} label="Show older events" />
      </ListBody>
      {dialog}
    </HeadedSection>
  );
}
