import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS } from '@shared/tickets/ticket-schemas';
import type { BookingSummary } from '@shared/tickets/waitlist-schemas';
import { LoadMore } from '@web/components/list-kit/pager';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { londonWhen } from '@web/lib/london-time';
import { myBookingsQuery } from '../api/my-bookings';
import { CancelBookingDialog } from './cancel-booking-dialog';

type When = 'upcoming' | 'past';

const STATUS_CLASS: Record<BookingSummary['status'], string> = {
  confirmed: 'bg-sage-100 text-forest-900',
  awaiting_payment: 'bg-amber-100 text-amber-950',
  held: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
};

function BookingItem({ booking }: { booking: BookingSummary }) {
  const id = useId();
  const href = `${paths.ticketSuccess.getHref()}?${new URLSearchParams({ order: booking.id })}`;
  return (
    <li className="grid gap-3 rounded-2xl border border-stone-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">
          <Link
            to={booking.event.path}
            id={`${id}-title`}
            className="text-forest-800 underline underline-offset-2"
          >
            {booking.event.title}
          </Link>
        </p>
        <p className="text-sm">{londonWhen(booking.event.startsAt, booking.event.endsAt)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              STATUS_CLASS[booking.status],
            )}
          >
            {ORDER_STATUS_LABELS[booking.status]}
          </span>
          <span>
            {booking.tickets} {booking.tickets === 1 ? 'ticket' : 'tickets'} · {booking.reference}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link
          to={href}
          aria-describedby={`${id}-title`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Open booking
        </Link>
        {booking.cancellable && <CancelBookingDialog booking={booking} size="sm" />}
      </div>
    </li>
  );
}

/** The profile's bookings: upcoming (soonest first) or past, each opening its tickets. */
export function MyBookings() {
  const [when, setWhen] = useState<When>('upcoming');
  const { data, isPending, isError, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useInfiniteQuery(myBookingsQuery(when));
  const bookings = data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle size="xl">Your bookings</CardTitle>
        <CardDescription>Places you have booked at gatherings, with their tickets.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label="Which bookings" className="flex gap-2">
          {(['upcoming', 'past'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={when === option ? 'primary' : 'outline'}
              aria-pressed={when === option}
              onClick={() => setWhen(option)}
            >
              {option === 'upcoming' ? 'Upcoming' : 'Past'}
            </Button>
          ))}
        </div>
        {isPending ? (
          <LoadingSkeletons className="grid gap-3" label="Loading your bookings">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </LoadingSkeletons>
        ) : isError ? (
          <FormAlert message="Your bookings could not be loaded. Please refresh the page." />
        ) : bookings.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-ink-muted">
              {when === 'upcoming'
                ? 'You have no upcoming bookings.'
                : 'You have no past bookings.'}
            </p>
            {when === 'upcoming' && (
              <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
                Browse events
              </Link>
            )}
          </div>
        ) : (
          <>
            <ul className="grid gap-3">
              {bookings.map((booking) => (
                <BookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
            <LoadMore
              list={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
              label="Show more bookings"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
