import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import type {
  CohostedEvent,
  CollaborationEvent,
  MyCollaborations,
  ReceivedInvitation,
  SentInvitation,
} from '@shared/cohosts/cohost-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InitialsAvatar } from '@web/components/ui/initials-avatar';
import { formatEventWhen } from '@web/lib/london-time';
import { useAnswerInvitation, useRemoveCohost } from '../api/cohosts';
import { StatusBadge } from './event-cohosts-section';
import { ConfirmedRemoval, EditEventLink, runWithToast } from './event-row-parts';

/** One part of the lists: a heading, and its list or what to say when the list is empty. */
function Part({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      {count === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    // Narrow screens put the actions under the text, as the events tab does.
    <Card
      variant="flat"
      className="grid grid-cols-1 items-center gap-x-4 gap-y-3 p-4 md:grid-cols-[minmax(0,1fr)_auto]"
      asChild
    >
      <li>{children}</li>
    </Card>
  );
}

/** The event's title, a link to its page when the viewer may open it, and when it is. */
function EventLine({ event, linked }: { event: CollaborationEvent; linked: boolean }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        {linked ? (
          <Link
            to={event.path}
            className="font-semibold text-forest-900 underline-offset-2 hover:underline"
          >
            {event.title}
          </Link>
        ) : (
          <span className="font-semibold text-forest-900">{event.title}</span>
        )}
        {event.isDraft && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
            Draft
          </span>
        )}
      </p>
      <p className="text-sm text-ink-muted">{formatEventWhen(event)}</p>
    </div>
  );
}

function ReceivedRow({ invitation }: { invitation: ReceivedInvitation }) {
  const answer = useAnswerInvitation();
  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ id: invitation.id, accept });
      toast.success(accept ? 'Invitation accepted' : 'Invitation declined');
    } catch {
      toast.error('Failed to respond to invitation. Please try again.');
    }
  };
  const title = invitation.event.title;
  return (
    <Row>
      <div className="grid gap-1">
        {/* Someone else's draft opens to its hosts only, so it is not a link until accepted. */}
        <EventLine event={invitation.event} linked={!invitation.event.isDraft} />
        <p className="text-sm">{invitation.inviterName} invited you to co-host this event.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          aria-label={`Accept the invitation to co-host ${title}`}
          onClick={() => void respond(true)}
        >
          Accept
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={answer.isPending}
          aria-label={`Decline the invitation to co-host ${title}`}
          onClick={() => void respond(false)}
        >
          Decline
        </Button>
      </div>
    </Row>
  );
}

function SentRow({ invitation }: { invitation: SentInvitation }) {
  const remove = useRemoveCohost();
  const name = invitation.displayName;
  const title = invitation.event.title;
  const withdraw = () =>
    runWithToast(
      () => remove.mutateAsync({ eventId: invitation.eventId, id: invitation.id }),
      'Invitation withdrawn',
    );
  return (
    <Row>
      <div className="grid gap-2">
        <EventLine event={invitation.event} linked />
        <p className="flex flex-wrap items-center gap-2">
          <InitialsAvatar src={invitation.avatarUrl} name={name} size={7} />
          <span className="font-medium">{name}</span>
          {invitation.handle && (
            <span className="text-sm text-ink-muted">@{invitation.handle}</span>
          )}
          <StatusBadge status={invitation.status} />
        </p>
      </div>
      {invitation.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <ConfirmedRemoval
            label="Withdraw"
            name={`Withdraw the invitation to ${name} for ${title}`}
            disabled={remove.isPending}
            title="Withdraw this invitation?"
            description={`${name} will no longer be able to accept the invitation to co-host “${title}”.`}
            confirmLabel="Withdraw invitation"
            onConfirm={() => void withdraw()}
          />
        </div>
      )}
    </Row>
  );
}

function CohostedRow({ cohosted }: { cohosted: CohostedEvent }) {
  const { event } = cohosted;
  return (
    <Row>
      <div className="grid gap-1">
        <EventLine event={event} linked />
        <p className="text-sm">Hosted with {cohosted.ownerName}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <EditEventLink event={event} />
      </div>
    </Row>
  );
}

/**
 * The host dashboard's collaborations: invitations to co-host waiting for the viewer's answer,
 * the invitations they sent (which they may withdraw), and the events they co-host.
 */
export function CollaborationLists({ received, sent, cohosted }: MyCollaborations) {
  return (
    <div className="grid gap-8">
      <Part
        title="Invitations received"
        empty="No invitations are waiting for your answer."
        count={received.length}
      >
        {received.map((invitation) => (
          <ReceivedRow key={invitation.id} invitation={invitation} />
        ))}
      </Part>
      <Part
        title="Invitations sent"
        empty="You haven't invited anyone to co-host yet."
        count={sent.length}
      >
        {sent.map((invitation) => (
          <SentRow key={invitation.id} invitation={invitation} />
        ))}
      </Part>
      <Part
        title="Events you co-host"
        empty="You don't co-host any events yet."
        count={cohosted.length}
      >
        {cohosted.map((item) => (
          <CohostedRow key={item.collaborationId} cohosted={item} />
        ))}
      </Part>
    </div>
  );
}
