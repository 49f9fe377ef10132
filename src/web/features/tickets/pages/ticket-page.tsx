import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Attendee, CheckInResult } from '@shared/tickets/host-order-schemas';
import { formatPence } from '@shared/tickets/money';
import { Page } from '@web/components/page';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useViewer } from '@web/lib/viewer';
import { ticketQuery, useCheckIn } from '../api/host-orders';
import { AttendeeStatusBadge } from '../components/status-badge';

function HostTicket({
  event,
  attendee,
}: {
  event: { id: string; title: string };
  attendee: Attendee;
}) {
  const checkIn = useCheckIn(event.id);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = result?.attendee ?? attendee;
  const admit = async (markPaid: boolean) => {
    setProblem(null);
    try {
      setResult(await checkIn.mutateAsync({ ticketId: attendee.ticketId, markPaid }));
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  const open = current.status === 'confirmed' || current.status === 'awaiting_payment';
  return (
    <Card corners="3xl" className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-semibold break-words text-forest-900">{current.holderName}</p>
          <p className="text-ink-muted">
            {current.ticketName} · booking <span className="font-mono">{current.reference}</span>
          </p>
        </div>
        <AttendeeStatusBadge attendee={current} />
      </div>
      <div aria-live="polite" role="status">
        {result && (
          <p className="rounded-2xl bg-sage-50 p-4 text-lg font-medium text-forest-950">
            {result.message}
          </p>
        )}
      </div>
      <FormAlert message={problem} />
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="lg" disabled={checkIn.isPending} onClick={() => void admit(false)}>
            Check in
          </Button>
          {current.toPayPence > 0 && (
            <Button
              size="lg"
              variant="secondary"
              disabled={checkIn.isPending}
              onClick={() => void admit(true)}
            >
              Mark paid ({formatPence(current.toPayPence)}) and check in
            </Button>
          )}
        </div>
      )}
      <Link
        to={paths.eventCheckIn.getHref(event.id)}
        className="justify-self-start font-medium text-forest-800 underline underline-offset-2"
      >
        Check-in for {event.title}
      </Link>
    </Card>
  );
}

/**
 * What a ticket's QR code opens. The server decides what it shows: to the event's hosts, the
 * ticket and a Check in button; to anyone else, only which event it is for.
 */
export default function TicketPage() {
  const { code = '' } = useParams();
  const { data: viewer } = useViewer();
  const { data, error, isPending } = useQuery(ticketQuery(code));

  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <Page title="Ticket" className="container-page grid max-w-2xl justify-items-start gap-4">
        <h1 className="text-3xl font-semibold text-forest-900">Ticket</h1>
        <p className="text-lg text-ink-muted">We couldn’t find this ticket.</p>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Browse events
        </Link>
      </Page>
    );
  if (error) throw error;
  if (isPending) return <PageSkeleton label="Loading the ticket" />;

  return (
    <Page title="Ticket" className="container-page grid max-w-2xl gap-5">
      <h1 className="flex items-center gap-3 text-3xl font-semibold text-forest-900">
        <Ticket aria-hidden="true" className="size-8 text-forest-700" />
        Ticket
      </h1>
      {data.view === 'host' ? (
        <HostTicket event={data.event} attendee={data.attendee} />
      ) : (
        <Card corners="3xl" className="grid justify-items-start gap-3 p-5">
          <p className="text-lg">
            {data.cancelled ? 'This ticket for ' : 'This is a ticket for '}
            <Link
              to={data.event.path}
              className="font-semibold text-forest-800 underline underline-offset-2"
            >
              {data.event.title}
            </Link>
            {data.cancelled ? ' was cancelled.' : '. Show it at the door.'}
          </p>
          {!viewer?.user && (
            <p className="text-ink-muted">
              Hosting this event?{' '}
              <Link
                to={paths.auth.getHref(paths.ticket.getHref(code))}
                className="font-medium text-forest-800 underline underline-offset-2"
              >
                Log in
              </Link>{' '}
              to check guests in.
            </p>
          )}
        </Card>
      )}
    </Page>
  );
}
