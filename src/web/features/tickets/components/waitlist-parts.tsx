import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatPence } from '@shared/tickets/money';
import type { EventTickets, PublicTicketType } from '@shared/tickets/ticket-schemas';
import type { EventWaitlist, WaitlistEntry } from '@shared/tickets/waitlist-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { londonMoment } from '@web/lib/london-time';
import { useAskFreePlace, useClaimOffer, useJoinWaitlist, useLeaveWaitlist } from '../api/waitlist';
import { useOpenOrder } from './use-open-order';

const linkClass = 'font-medium text-forest-800 underline underline-offset-2';

/**
 * Runs a button's request and keeps its failure's words for the FormAlert beside it, cleared at
 * the next try. `attempt` answers whether the request went through.
 */
function useAttempt() {
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setProblem((failure as Error).message);
      return false;
    }
  };
  return { problem, attempt };
}

/** Visitors are asked to log in, and come back to this event. */
export function LogInTo({ what }: { what?: string }) {
  const location = useLocation();
  return (
    <Link to={paths.auth.getHref(location.pathname + location.search)} className={linkClass}>
      Log in{what && ` to ${what}`}
    </Link>
  );
}

/** Places offered from the line: until when they are held, what they cost, claim or decline. */
function OfferBox({
  eventId,
  entry,
  payment,
}: {
  eventId: string;
  entry: WaitlistEntry;
  payment: EventTickets['payment'];
}) {
  const id = useId();
  const claim = useClaimOffer(eventId);
  const decline = useLeaveWaitlist(eventId);
  const openOrder = useOpenOrder();
  const { problem, attempt } = useAttempt();
  const one = entry.quantity === 1;
  const by = `${londonMoment(entry.offerExpiresAt!)} (London time)`;
  const total = entry.offerTotalPence ?? 0;
  const concession = entry.kind === 'concession';
  const busy = claim.isPending || decline.isPending;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-2xl border-2 border-forest-700 bg-sage-50 p-3"
    >
      <p id={`${id}-title`} className="font-semibold text-forest-900">
        {concession
          ? `A free place paid forward is yours: claim it by ${by}.`
          : `${one ? 'A place is' : `${entry.quantity} places are`} free for you: book ${one ? 'it' : 'them'} by ${by}.`}
      </p>
      <p className="text-sm">
        {total === 0
          ? 'Free.'
          : `${formatPence(total)} to pay${payment === 'card' ? ' by card' : ', as the host’s instructions say'}.`}{' '}
        If you do not claim {one ? 'it' : 'them'} in time, the next person waiting is offered{' '}
        {one ? 'it' : 'them'}.
      </p>
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          onClick={() => void attempt(async () => openOrder(await claim.mutateAsync(entry.id)))}
        >
          {claim.isPending
            ? 'Booking…'
            : concession
              ? 'Claim your free place'
              : total > 0 && payment === 'card'
                ? 'Continue to payment'
                : total > 0
                  ? `Reserve your ${one ? 'place' : 'places'}`
                  : `Book your ${one ? 'place' : 'places'}`}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          aria-describedby={`${id}-title`}
          onClick={() =>
            void attempt(async () => {
              await decline.mutateAsync(entry.id);
              toast.success('Thank you: the places go to the next person waiting.');
            })
          }
        >
          Decline
        </Button>
      </div>
    </div>
  );
}

/**
 * A sold-out ticket's waitlist: join it (for how many places), see your place in line and leave
 * it, or the places offered to you. Visitors are asked to log in first.
 */
export function TicketWaitlist({
  eventId,
  type,
  entry,
  signedIn,
  payment,
}: {
  eventId: string;
  type: PublicTicketType;
  entry: WaitlistEntry | undefined;
  signedIn: boolean;
  payment: EventTickets['payment'];
}) {
  const id = useId();
  const join = useJoinWaitlist(eventId);
  const leave = useLeaveWaitlist(eventId);
  const [quantity, setQuantity] = useState(1);
  const { problem, attempt } = useAttempt();
  // Keyboard focus follows the change: to the place in line once joined, to Join once left.
  const moved = useRef(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const joinRef = useRef<HTMLButtonElement>(null);
  const waiting = entry?.status === 'waiting';
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (waiting ? statusRef.current : joinRef.current)?.focus();
  }, [waiting]);

  if (entry?.status === 'offered')
    return <OfferBox eventId={eventId} entry={entry} payment={payment} />;
  if (!signedIn) return <LogInTo what="join the waitlist" />;

  const act = async (action: () => Promise<unknown>) => {
    // Set first: the line's new state arrives (and is drawn) before the action answers here.
    moved.current = true;
    if (!(await attempt(action))) moved.current = false;
  };

  if (waiting)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p ref={statusRef} tabIndex={-1} className="font-medium text-forest-900">
          You're on the waitlist (position {entry.position})
          {entry.quantity > 1 ? ` for ${entry.quantity} places` : ''}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={leave.isPending}
          onClick={() => void act(() => leave.mutateAsync(entry.id))}
        >
          Leave waitlist<span className="sr-only"> for “{type.name}”</span>
        </Button>
        <FormAlert message={problem} />
      </div>
    );

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {type.perOrderLimit > 1 && (
          <div className="grid gap-1">
            <label htmlFor={`${id}-places`} className="text-sm font-medium">
              Places
            </label>
            <select
              id={`${id}-places`}
              value={quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
              className="h-9 rounded-xl border border-stone-300 bg-white px-3 text-base"
            >
              {Array.from({ length: type.perOrderLimit }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button
          ref={joinRef}
          variant="secondary"
          size="sm"
          disabled={join.isPending}
          onClick={() => void act(() => join.mutateAsync({ ticketTypeId: type.id, quantity }))}
        >
          Join waitlist<span className="sr-only"> for “{type.name}”</span>
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        We'll e-mail you if a place comes free: first come, first served.
      </p>
      <FormAlert message={problem} />
    </div>
  );
}

/**
 * Pay it forward: how many places other guests have paid for, and "Ask for a free place" (one
 * per person, no questions asked): booked at once when one is free, else the next one given.
 */
export function PayItForward({
  eventId,
  waitlist,
  signedIn,
  payment,
}: {
  eventId: string;
  waitlist: EventWaitlist | undefined;
  signedIn: boolean;
  payment: EventTickets['payment'];
}) {
  const id = useId();
  const ask = useAskFreePlace(eventId);
  const leave = useLeaveWaitlist(eventId);
  const openOrder = useOpenOrder();
  const { problem, attempt } = useAttempt();
  const gifted = waitlist?.giftedPlaces ?? 0;
  const entry = waitlist?.entries.find((e) => e.kind === 'concession');

  const askNow = () =>
    attempt(async () => {
      const answer = await ask.mutateAsync(undefined);
      if (answer.order) openOrder(answer.order);
      else toast.success('You’re in line: we’ll e-mail you when a place is paid forward.');
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-2xl border border-stone-200 p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold text-forest-900">
        Places paid forward
      </h3>
      {gifted > 0 && (
        <p className="font-medium text-forest-900">
          {gifted} {gifted === 1 ? 'place' : 'places'} paid forward
        </p>
      )}
      {entry?.status === 'offered' ? (
        <OfferBox eventId={eventId} entry={entry} payment={payment} />
      ) : entry?.status === 'claimed' ? (
        <p>
          You have a free place, paid forward by another guest.{' '}
          <Link
            to={`${paths.ticketSuccess.getHref()}?${new URLSearchParams({ order: entry.orderId ?? '' })}`}
            className={linkClass}
          >
            Open your booking
          </Link>
        </p>
      ) : entry?.status === 'waiting' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium">
            You've asked for a free place: you're number {entry.position} in line.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={leave.isPending}
            onClick={() => void leave.mutateAsync(entry.id).catch(() => undefined)}
          >
            Stop waiting
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            Can't afford a ticket? Ask for a free place, paid for by other guests: no questions
            asked.
            {gifted === 0 && ' None is free right now; you will be offered the next one.'}
          </p>
          {signedIn ? (
            <Button
              variant="secondary"
              className="justify-self-start"
              disabled={ask.isPending}
              onClick={() => void askNow()}
            >
              {ask.isPending ? 'Asking…' : 'Ask for a free place'}
            </Button>
          ) : (
            <LogInTo what="ask for a free place" />
          )}
        </>
      )}
      <FormAlert message={problem} />
    </section>
  );
}
