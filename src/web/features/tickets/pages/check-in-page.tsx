import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CircleCheck, Info, ScanLine } from 'lucide-react';
import { lazy, Suspense, useId, useOptimistic, useState, useTransition } from 'react';
import { Link, useParams } from 'react-router';
import { ticketCodeFrom, type Attendee } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { isUuid } from '@shared/uuids';
import { Page } from '@web/components/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input, Label } from '@web/components/ui/input';
import { PageSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { attendeesQuery, useCheckIn, useMarkPaid, useUndoCheckIn } from '../api/host-orders';
import { filterAttendees } from '../attendee-filter';
import { NotYourEvent } from '../components/host-event-parts';
import { attendeeStatusText } from '../components/status-badge';

// The camera and its QR reader are fetched only when the door person starts scanning.
const QrScanner = lazy(() => import('../components/qr-scanner'));

type Outcome = {
  tone: 'ok' | 'warn' | 'bad';
  message: string;
  /** A booking still to pay that the door may mark paid. */
  unpaid?: Attendee;
};

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
  const [q, setQ] = useState('');
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { data, error, isPending } = useQuery({
    ...attendeesQuery(id),
    enabled: isUuid(id),
    refetchInterval: 10_000,
  });
  const checkIn = useCheckIn(id);
  const undo = useUndoCheckIn(id);
  const markPaid = useMarkPaid(id);
  // A guest pressed in the list shows as checked in at once, while the door's answer comes
  // (React's useOptimistic); the answer then puts the server's word in the list.
  const [attendees, showCheckedIn] = useOptimistic(
    data?.attendees ?? [],
    (list: Attendee[], ticketId: string) =>
      list.map((a) =>
        a.ticketId === ticketId
          ? { ...a, status: 'checked_in' as const, checkedInAt: new Date().toISOString() }
          : a,
      ),
  );
  const [, startCheckIn] = useTransition();

  const answer = async (run: () => Promise<Outcome>) => {
    try {
      setOutcome(await run());
    } catch (e) {
      setOutcome({ tone: 'bad', message: (e as Error).message });
    }
  };
  const admit = (input: { code: string } | { ticketId: string }) =>
    answer(async () => {
      const result = await checkIn.mutateAsync(input);
      navigator.vibrate?.(result.result === 'checked_in' ? 80 : [60, 60, 60]);
      return {
        tone: result.result === 'checked_in' && result.attendee.toPayPence === 0 ? 'ok' : 'warn',
        message: result.message,
        unpaid: result.attendee.toPayPence > 0 ? result.attendee : undefined,
      };
    });
  const onScan = (text: string) => {
    const code = ticketCodeFrom(text);
    if (!code) setOutcome({ tone: 'bad', message: 'That QR code is not a Kindred ticket.' });
    else void admit({ code });
  };

  if (!isUuid(id) || (error instanceof ApiError && error.status === 404))
    return <NotYourEvent title="Check-in" />;
  if (error && !data) throw error;
  if (isPending) return <PageSkeleton label="Loading the guest list" />;

  const live = attendees.filter((a) => a.status !== 'cancelled');
  const shown = q.trim() ? filterAttendees(attendees, { q, ticketTypeId: '', status: '' }) : live;
  const checkedIn = (list: Attendee[]) => list.filter((a) => a.status === 'checked_in').length;
  const checkedInCount = data.counts.checkedIn + checkedIn(attendees) - checkedIn(data.attendees);
  const tone = outcome ? TONES[outcome.tone] : null;
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
            {checkedInCount}
          </span>{' '}
          of {data.counts.booked} checked in
        </p>
      </div>

      <div aria-live="polite" role="status">
        {outcome && tone && (
          <Card
            variant="flat"
            className={cn('grid gap-3 border-2 p-4 text-lg font-medium', tone.box)}
          >
            <p className="flex gap-3">
              <tone.Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
              {outcome.message}
            </p>
            {outcome.unpaid && (
              <Button
                size="lg"
                className="justify-self-start"
                disabled={markPaid.isPending}
                onClick={() =>
                  void answer(async () => {
                    await markPaid.mutateAsync(outcome.unpaid!.orderId);
                    return {
                      tone: 'ok',
                      message: `Paid: ${formatPence(outcome.unpaid!.toPayPence)} for booking ${outcome.unpaid!.reference}. ${outcome.unpaid!.holderName} is checked in.`,
                    };
                  })
                }
              >
                Mark paid ({formatPence(outcome.unpaid.toPayPence)})
              </Button>
            )}
          </Card>
        )}
      </div>

      {scanning ? (
        <Suspense fallback={<Skeleton className="mx-auto aspect-square w-full max-w-md" />}>
          <QrScanner onScan={onScan} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <Button size="lg" className="h-14 text-lg" onClick={() => setScanning(true)}>
          <ScanLine aria-hidden="true" className="size-6" />
          Scan a QR code
        </Button>
      )}

      <section aria-labelledby={`${formId}-guests`} className="grid gap-3">
        <h2 id={`${formId}-guests`} className="sr-only">
          Guests
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor={`${formId}-q`} className="text-base">
            Find a guest
          </Label>
          <Input
            id={`${formId}-q`}
            type="search"
            className="h-14 text-lg"
            placeholder="Name, e-mail or reference"
            autoComplete="off"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {shown.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">
            {q.trim() ? 'No one by that name.' : 'No one has booked yet.'}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Guests, by name">
            {shown.map((a) => (
              <li key={a.ticketId}>
                <Card variant="flat" className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-lg font-semibold break-words text-forest-900">
                      {a.holderName}
                    </p>
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
                      disabled={undo.isPending}
                      aria-label={`Undo check-in of ${a.holderName}`}
                      onClick={() =>
                        void answer(async () => {
                          await undo.mutateAsync(a.ticketId);
                          return {
                            tone: 'warn',
                            message: `${a.holderName} is no longer checked in.`,
                          };
                        })
                      }
                    >
                      Undo
                    </Button>
                  ) : a.status !== 'cancelled' ? (
                    <Button
                      size="lg"
                      className="min-w-32"
                      disabled={checkIn.isPending}
                      aria-label={`Check in ${a.holderName}`}
                      onClick={() =>
                        startCheckIn(async () => {
                          showCheckedIn(a.ticketId);
                          await admit({ ticketId: a.ticketId });
                        })
                      }
                    >
                      Check in
                    </Button>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
