import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { AttendeeList } from '@shared/tickets/host-order-schemas';
import { Page } from '@web/components/page';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/config/paths';

/** The way back from an event's attendee and check-in screens. */
export function BackToOrders() {
  return (
    <Link
      to={paths.hostDashboard.getHref('orders')}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-forest-800 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Orders
    </Link>
  );
}

/** The event is not one of this host's (or is gone): said plainly, with the way back. */
export function NotYourEvent({ title }: { title: string }) {
  return (
    <Page title={title} className="container-page grid max-w-2xl justify-items-start gap-4">
      <BackToOrders />
      <h1 className="text-3xl font-semibold text-forest-900">{title}</h1>
      <p className="text-lg text-ink-muted">
        We couldn’t find that event among the ones you host or co-host.
      </p>
    </Page>
  );
}

/** Booked, checked in and capacity, at a glance. */
export function Counts({ counts }: { counts: AttendeeList['counts'] }) {
  const items = [
    ['Booked', counts.booked],
    ['Checked in', counts.checkedIn],
    ['Capacity', counts.capacity ?? 'No limit'],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map(([label, value]) => (
        <Card key={label} variant="flat" className="grid gap-1 p-3 sm:p-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-2xl font-semibold text-forest-900 tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
