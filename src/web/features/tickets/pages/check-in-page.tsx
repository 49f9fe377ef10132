import { ArrowLeft, CircleAlert, CircleCheck, Info, ScanLine } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link, useParams } from 'react-router';
import type { Attendee } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { PageSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { NotYourEvent } from '../components/host-event-parts';
import { attendeeStatusText } from '../components/status-badge';
import { useCheckInPage, type Outcome } from './use-check-in-page';

// The camera and its QR reader are fetched only when the door person starts scanning.
const QrScanner = lazy(() => import('../components/qr-scanner'));

const TONES = {
  ok: { box: 'border-sage-500 bg-sage-50 text-forest-950', Icon: CircleCheck },
  warn: { box: 'border-amber-400 bg-amber-50 text-amber-950', Icon: Info },
  bad: { box: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
};

/**
 * The door, on a phone: find a guest by name (big tap targets) or scan their QR code with the
 * camera, and check them in. Every answer is spoken (a live region): checked in, already checked
 * in by whom and when, not paid yet, or why a ticket does not let anyone in. The list is read
 * again every few seconds, so two door people see each other's check-ins.
 */
export default function CheckInPage() {
  const { id = '' } = useParams();
  const formId = useId();
  const door = useCheckInPage(id);
  const { data, error, isPending } = door.query;

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404))
    return <NotYourEvent title="Check-in" />;
  if (error && !data) throw error;
  if (isPending) return <PageSkeleton label="Loading the guest list" />;

  return (
    <Page title={`Check-in: ${data.event.title}`} className="container-page grid max-w-3xl gap-5">
      <div className="grid justify-items-start gap-1">
        <Link
          to={paths.eventAttendees.getHref(id)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-forest-800 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Attendees
        </Link>
        <h1 className="text-3xl font-semibold text-forest-900">Check-in</h1>
        <p className="text-lg font-medium">{data.event.title}</p>
        <p className="text-ink-muted">
          <span className="text-2xl font-semibold text-forest-900 tabular-nums">
            {door.checkedInCount}
          </span>{' '}
          of {data.counts.booked} checked in
        </p>
      </div>

      <div aria-live="polite" role="status">
        {door.outcome && (
          <OutcomeCard
            outcome={door.outcome}
            marking={door.busy.markPaid}
            onMarkPaid={(unpaid) => void door.markPaid(unpaid)}
          />
        )}
      </div>

      {door.scanning ? (
        <Suspense fallback={<Skeleton className="mx-auto aspect-square w-full max-w-md" />}>
          <QrScanner onScan={door.onScan} onClose={() => door.setScanning(false)} />
        </Suspense>
      ) : (
        <Button size="xl" onClick={() => door.setScanning(true)}>
          <ScanLine aria-hidden="true" className="size-6" />
          Scan a QR code
        </Button>
      )}

      <section aria-labelledby={`${formId}-guests`} className="grid gap-3">
        <h2 id={`${formId}-guests`} className="sr-only">
          Guests
        </h2>
        <div className="grid gap-1.5">
          {/* Label's look, in the larger words of the door's screen. */}
          <label htmlFor={`${formId}-q`} className="text-base font-medium text-ink">
            Find a guest
          </label>
          <Input
            id={`${formId}-q`}
            type="search"
            scale="lg"
            placeholder="Name, e-mail or reference"
            autoComplete="off"
            value={door.q}
            onChange={(e) => door.setQ(e.target.value)}
          />
        </div>
        {door.shown.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">
            {door.q.trim() ? 'No one by that name.' : 'No one has booked yet.'}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Guests, by name">
            {door.shown.map((a) => (
              <li key={a.ticketId}>
                <GuestCard
                  guest={a}
                  busy={door.busy}
                  onCheckIn={() => door.checkInGuest(a)}
                  onUndo={() => void door.undoCheckIn(a)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

/** The door's last answer, and Mark paid when the guest's booking is still to pay. */
function OutcomeCard({
  outcome,
  marking,
  onMarkPaid,
}: {
  outcome: Outcome;
  marking: boolean;
  onMarkPaid: (unpaid: Attendee) => void;
}) {
  const tone = TONES[outcome.tone];
  return (
    <Card variant="bare" className={cn('grid gap-3 border-2 p-4 text-lg font-medium', tone.box)}>
      <p className="flex gap-3">
        <tone.Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
        {outcome.message}
      </p>
      {outcome.unpaid && (
        <Button
          size="lg"
          className="justify-self-start"
          disabled={marking}
          onClick={() => onMarkPaid(outcome.unpaid!)}
        >
          Mark paid ({formatPence(outcome.unpaid.toPayPence)})
        </Button>
      )}
    </Card>
  );
}

/** One guest in the door's list, with the button to check them in or undo it. */
function GuestCard({
  guest: a,
  busy,
  onCheckIn,
  onUndo,
}: {
  guest: Attendee;
  busy: { checkIn: boolean; undo: boolean };
  onCheckIn: () => void;
  onUndo: () => void;
}) {
  return (
    <Card variant="flat" className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold break-words text-forest-900">{a.holderName}</p>
        <p className="text-sm text-ink-muted">
          {a.ticketName} · <span className="font-mono">{a.reference}</span>
        </p>
        <p
          className={cn(
            'text-sm font-medium',
            a.status === 'checked_in'
              ? 'text-forest-800'
              : a.status === 'cancelled'
                ? 'text-red-800'
                : a.toPayPence > 0
                  ? 'text-amber-950'
                  : 'text-ink-muted',
          )}
        >
          {attendeeStatusText(a)}
          {a.status === 'checked_in' && a.checkedInBy && !a.checkedInByMe
            ? ` by ${a.checkedInBy}`
            : ''}
          {a.toPayPence > 0 ? ` · ${formatPence(a.toPayPence)} to pay` : ''}
        </p>
      </div>
      {a.status === 'checked_in' ? (
        <Button
          variant="ghost"
          size="lg"
          disabled={busy.undo}
          aria-label={`Undo check-in of ${a.holderName}`}
          onClick={onUndo}
        >
          Undo
        </Button>
      ) : a.status !== 'cancelled' ? (
        <Button
          size="lg"
          className="min-w-32"
          disabled={busy.checkIn}
          aria-label={`Check in ${a.holderName}`}
          onClick={onCheckIn}
        >
          Check in
        </Button>
      ) : null}
    </Card>
  );
}
