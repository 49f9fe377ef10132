import { ExternalLink, PenLine, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventCard } from '@shared/events/event-schemas';
import type { HostOverview as Overview } from '@shared/host-schemas';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { editEventHref, paths } from '@web/config/paths';
import { formatEventWhen } from '@web/lib/london-time';
import { followerTrend } from '../follower-trend';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Figure({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <Card variant="flat" className="grid content-start gap-1 p-5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-3xl font-semibold text-forest-900">{value}</dd>
      <dd className="text-sm text-ink-muted">{children}</dd>
    </Card>
  );
}

function EventRow({ event, editLabel }: { event: EventCard; editLabel: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <Link
          to={event.path}
          className="font-semibold break-words text-forest-900 underline-offset-2 hover:underline"
        >
          {event.title}
        </Link>
        {/* Dates as the host typed them: London wall-clock time. */}
        <p className="text-sm text-ink-muted">
          {formatEventWhen(event)} · {event.locationText}
        </p>
      </div>
      <Link
        to={editEventHref(event)}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`${editLabel} ${event.title}`}
      >
        <PenLine aria-hidden="true" />
        {editLabel}
      </Link>
    </li>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="flat" asChild>
      <section aria-labelledby={id} className="grid gap-1 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="text-xl font-semibold text-forest-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

const textLink = 'text-sm font-medium text-forest-700 underline underline-offset-2';

/**
 * What needs the host's attention (GET /api/host/overview): quick links, followers and their
 * trend, invitations to answer, the next events and the drafts to finish.
 */
export function HostOverview({ overview }: { overview: Overview }) {
  const { space, nextEvents, followers, pendingInvitations, drafts } = overview;
  const publicHref =
    space &&
    (space.handle
      ? paths.facilitatorByHandle.getHref(space.handle)
      : paths.facilitator.getHref(space.id));
  const trend = followerTrend(followers);
  const collaborations = paths.hostDashboard.getHref('collaborations');
  const allEvents = paths.hostDashboard.getHref('events');

  return (
    <div className="grid gap-6">
      <nav aria-label="Quick links" className="flex flex-wrap gap-2">
        <Link to={paths.createEvent.getHref()} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Create event
        </Link>
        <Link
          to={paths.hostDashboard.getHref('facilitator-space')}
          className={buttonVariants({ variant: 'outline' })}
        >
          <PenLine aria-hidden="true" />
          {space ? 'Edit space' : 'Create your space'}
        </Link>
        {publicHref && (
          <Link to={publicHref} className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            View public page
          </Link>
        )}
      </nav>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Followers" value={followers.total}>
          <span className="inline-flex items-start gap-1.5">
            <trend.Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {trend.text}
          </span>
        </Figure>
        <Figure label="Co-host invitations" value={pendingInvitations}>
          {pendingInvitations > 0 ? (
            <Link to={collaborations} className={textLink}>
              {pendingInvitations === 1 ? 'Answer it' : 'Answer them'} in Collaborations
            </Link>
          ) : (
            'None waiting for your answer.'
          )}
        </Figure>
        <Figure label="Drafts to finish" value={drafts.count}>
          {drafts.count > 0 ? 'Publish them when they are ready.' : 'Nothing left half-done.'}
        </Figure>
      </dl>

      <Section
        id="overview-next-events"
        title="Next events"
        action={
          nextEvents.length > 0 && (
            <Link to={allEvents} className={textLink}>
              All your events
            </Link>
          )
        }
      >
        {nextEvents.length > 0 ? (
          <ul className="divide-y divide-stone-200">
            {nextEvents.map((event) => (
              <EventRow key={event.id} event={event} editLabel="Edit" />
            ))}
          </ul>
        ) : (
          <EmptyState>
            <p className="text-lg font-medium text-forest-900">No upcoming events</p>
            <p className="text-ink-muted">Events you publish will be listed here, soonest first.</p>
            <Link to={paths.createEvent.getHref()} className={buttonVariants({ size: 'sm' })}>
              Create event
            </Link>
          </EmptyState>
        )}
      </Section>

      {drafts.count > 0 && (
        <Section
          id="overview-drafts"
          title="Drafts to finish"
          action={
            drafts.count > drafts.events.length && (
              <Link to={allEvents} className={textLink}>
                All {plural(drafts.count, 'draft')}
              </Link>
            )
          }
        >
          <ul className="divide-y divide-stone-200">
            {drafts.events.map((event) => (
              <EventRow key={event.id} event={event} editLabel="Finish" />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
