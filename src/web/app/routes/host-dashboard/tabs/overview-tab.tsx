import { useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink, Minus, PenLine, Plus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventCard } from '@shared/events/event-schemas';
import { FOLLOWER_TREND_DAYS, type HostOverview } from '@shared/host-schemas';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { editEventHref, paths } from '@web/config/paths';
import { hostOverviewQuery } from '@web/features/host/api/host-dashboard';
import { formatEventWhen } from '@web/lib/london-time';
import { TabEmptyState } from '../tab-empty-state';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 new in the last 30 days, up from 1 in the 30 days before." */
function followerTrend({ recent, previous }: HostOverview['followers']) {
  const days = `${FOLLOWER_TREND_DAYS} days`;
  if (recent === 0 && previous === 0)
    return { Icon: Minus, text: `No new followers in the last ${days}.` };
  const comparison =
    recent > previous
      ? `up from ${previous}`
      : recent < previous
        ? `down from ${previous}`
        : 'as many as';
  return {
    Icon: recent > previous ? TrendingUp : recent < previous ? TrendingDown : Minus,
    text: `${recent} new in the last ${days}, ${comparison} in the ${days} before.`,
  };
}

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

/** The dashboard's first tab: what needs the host's attention, from GET /api/host/overview. */
export default function OverviewTab() {
  const { data } = useSuspenseQuery(hostOverviewQuery);
  const { space, nextEvents, followers, pendingInvitations, drafts } = data;
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
          <TabEmptyState title="No upcoming events">
            <p className="text-ink-muted">Events you publish will be listed here, soonest first.</p>
            <Link to={paths.createEvent.getHref()} className={buttonVariants({ size: 'sm' })}>
              Create event
            </Link>
          </TabEmptyState>
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
