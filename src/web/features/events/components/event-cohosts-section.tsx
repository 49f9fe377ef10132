import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import type { Cohost, CollaborationStatus, FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { Button } from '@web/components/ui/button';
import { FormSection } from '@web/components/ui/form-section';
import { InitialsAvatar } from '@web/components/ui/initials-avatar';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { eventCohostsQuery, useInviteCohost, useRemoveCohost } from '../api/cohosts';
import { CohostPicker } from './cohost-picker';
import { ConfirmedRemoval, runWithToast } from './event-row-parts';

const STATUS_TEXT: Record<CollaborationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

const STATUS_CLASS: Record<CollaborationStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  accepted: 'bg-sage-100 text-forest-900',
  declined: 'bg-stone-200 text-ink',
};

export function StatusBadge({ status }: { status: CollaborationStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>
      {STATUS_TEXT[status]}
    </span>
  );
}

/** One person on the list: their picture, name and @handle, then what is known and can be done. */
function PersonRow({
  person,
  badge,
  action,
}: {
  person: Pick<FacilitatorMatch, 'displayName' | 'handle' | 'avatarUrl'>;
  badge: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <InitialsAvatar src={person.avatarUrl} name={person.displayName} />
      {/* A long name keeps its line; what follows it wraps below on a narrow screen. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="grid min-w-0">
          <span className="font-medium break-words text-forest-900">{person.displayName}</span>
          {person.handle && (
            <span className="text-sm break-all text-ink-muted">@{person.handle}</span>
          )}
        </span>
        <span className="flex items-center gap-2">
          {badge}
          {action}
        </span>
      </div>
    </li>
  );
}

const listClass = 'divide-y divide-stone-200 border-y border-stone-200';

/** On a form, the co-hosts are a titled card of their own; in a dialog the dialog gives the title. */
function Section({ framed = true, children }: { framed?: boolean; children: ReactNode }) {
  if (!framed) return <div className="grid gap-4">{children}</div>;
  return <FormSection title="Co-hosts">{children}</FormSection>;
}

/**
 * The create form's co-hosts: nobody can be invited to an event that does not exist yet, so the
 * chosen facilitators are held here and invited once the event is saved.
 */
export function HeldCohostsSection({
  held,
  onChange,
}: {
  held: FacilitatorMatch[];
  onChange: (held: FacilitatorMatch[]) => void;
}) {
  return (
    <Section>
      <p className="text-ink-muted">
        Invite other facilitators to host this event with you. They are invited when you save the
        event, and can edit it once they accept.
      </p>
      <CohostPicker
        isInvited={(spaceId) => held.some((h) => h.spaceId === spaceId)}
        onPick={(match) => onChange([...held, match])}
      />
      {held.length > 0 && (
        <ul aria-label="Co-hosts to invite" className={listClass}>
          {held.map((person) => (
            <PersonRow
              key={person.spaceId}
              person={person}
              badge={<span className="text-sm text-ink-muted">Invited when saved</span>}
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Don't invite ${person.displayName}`}
                  onClick={() => onChange(held.filter((h) => h.spaceId !== person.spaceId))}
                >
                  Don't invite
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function CohostAction({ cohost, eventTitle }: { cohost: Cohost; eventTitle: string }) {
  const remove = useRemoveCohost();
  const pending = cohost.status === 'pending';
  const name = cohost.displayName;
  const label = pending ? 'Withdraw' : 'Remove';
  const run = () =>
    runWithToast(
      () => remove.mutateAsync({ eventId: cohost.eventId, id: cohost.id }),
      pending ? 'Invitation withdrawn' : 'Co-host removed',
    );
  return (
    <ConfirmedRemoval
      label={label}
      name={`${label} ${name}`}
      disabled={remove.isPending}
      title={pending ? 'Withdraw this invitation?' : `Remove ${name} as a co-host?`}
      description={
        pending
          ? `${name} will no longer be able to accept the invitation to co-host “${eventTitle}”.`
          : `${name} will no longer be shown as a host of “${eventTitle}” or be able to edit it.`
      }
      confirmLabel={pending ? 'Withdraw invitation' : 'Remove co-host'}
      onConfirm={() => void run()}
    />
  );
}

/**
 * The edit form's co-hosts. The event's owner invites (at once: the event exists), withdraws
 * and removes; an accepted co-host sees the list and cannot change it.
 */
export function EventCohostsSection({
  eventId,
  eventTitle,
  canManage,
  framed = true,
}: {
  eventId: string;
  eventTitle: string;
  canManage: boolean;
  /** False inside a dialog: no card, no heading of its own. */
  framed?: boolean;
}) {
  const { data, isPending, isError, error } = useQuery(eventCohostsQuery(eventId));
  const invite = useInviteCohost();
  const cohosts = data?.cohosts ?? [];

  const onPick = async (match: FacilitatorMatch) => {
    try {
      await invite.mutateAsync({ eventId, spaceId: match.spaceId });
      toast.success(`Invitation sent to ${match.displayName}`);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <Section framed={framed}>
      <p className="text-ink-muted">
        {canManage
          ? 'Invite other facilitators to host this event with you. They can edit it once they accept, and are shown on its page as hosts.'
          : "Only the event's host can change its co-hosts."}
      </p>
      {canManage && (
        <CohostPicker
          disabled={isPending}
          isInvited={(spaceId) => cohosts.some((c) => c.spaceId === spaceId)}
          onPick={(match) => void onPick(match)}
        />
      )}
      {isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading co-hosts…</span>
          <Skeleton className="h-12" />
        </div>
      ) : isError ? (
        <p role="alert" className="text-red-800">
          {error.message}
        </p>
      ) : cohosts.length === 0 ? (
        <p className="text-sm text-ink-muted">No co-hosts yet.</p>
      ) : (
        <ul aria-label="Co-hosts" className={listClass}>
          {cohosts.map((cohost) => (
            <PersonRow
              key={cohost.id}
              person={cohost}
              badge={<StatusBadge status={cohost.status} />}
              action={canManage && <CohostAction cohost={cohost} eventTitle={eventTitle} />}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
