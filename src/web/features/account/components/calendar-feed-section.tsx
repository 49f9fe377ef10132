import { useId } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Textarea } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useCalendarFeed,
  useMakeCalendarFeed,
  useRenewCalendarFeed,
  type CalendarFeedAddresses,
} from '../api/calendar-feed';

const linkClass = 'font-medium text-forest-700 underline underline-offset-2';

/** Where each calendar subscribes to a feed: the webcal address, or its own "add from web" page. */
export function subscribeLinks({ https, webcal }: CalendarFeedAddresses) {
  return [
    { label: 'Apple Calendar', href: webcal, newTab: false },
    {
      label: 'Google Calendar',
      href: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
      newTab: true,
    },
    {
      label: 'Outlook',
      href: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: https, name: 'Kindred' })}`,
      newTab: true,
    },
  ];
}

/**
 * "Subscribe in your calendar" (issue 23): a member's private feed of their bookings and the
 * events of the facilitators they follow. Made on request; then its subscribe links, its address
 * to copy, and a new address for when the old one went somewhere it should not.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();

  if (feed.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your calendar feed…</span>
        <Skeleton className="h-11" />
      </div>
    );
  if (feed.isError)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="alert" className="text-sm font-medium text-red-800">
          Failed to load your calendar feed.
        </p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </div>
    );

  const addresses = feed.data.feed;
  if (!addresses)
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink">
          Make an address for the calendar you already use to subscribe to: it stays up to date as
          you book, and as the facilitators you follow publish events.
        </p>
        <FormAlert message={make.error?.message} />
        <Button
          className="justify-self-start"
          disabled={make.isPending}
          onClick={() => make.mutate()}
        >
          {make.isPending ? 'Making your address…' : 'Make my calendar address'}
        </Button>
      </div>
    );
  return <FeedAddress addresses={addresses} />;
}

function FeedAddress({ addresses }: { addresses: CalendarFeedAddresses }) {
  const renew = useRenewCalendarFeed();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addresses.https);
      toast.success('Address copied');
    } catch {
      toast.error('Could not copy: select the address and copy it yourself');
    }
  };
  const getNewAddress = () =>
    renew.mutate(undefined, {
      onSuccess: () => toast.success('Your calendar has a new address', { id: 'calendar-feed' }),
      onError: (error) => toast.error(error.message, { id: 'calendar-feed' }),
    });

  return (
    <div className="grid gap-4">
      <div role="group" aria-labelledby={`${id}-subscribe`} className="grid gap-1.5">
        <p id={`${id}-subscribe`} className="text-sm text-ink">
          Add it to:
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {subscribeLinks(addresses).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className={linkClass}
                {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.label}
                {link.newTab && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-address`} className="text-sm font-medium text-ink">
          Your calendar’s address
        </label>
        <div className="flex flex-wrap gap-2">
          {/* The whole address shows, wrapped anywhere: cut off, it cannot be checked. */}
          <Textarea
            id={`${id}-address`}
            readOnly
            rows={2}
            value={addresses.https}
            aria-describedby={`${id}-secret`}
            onFocus={(event) => event.currentTarget.select()}
            words="sm"
            minHeight="none"
            className="min-w-0 flex-1 resize-none font-mono break-all"
          />
          <Button variant="outline" onClick={() => void copy()}>
            Copy address
          </Button>
        </div>
        <p id={`${id}-secret`} className="text-sm text-ink-muted">
          For any other calendar. Keep it to yourself: whoever has it sees your bookings.
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="justify-self-start" disabled={renew.isPending}>
            {renew.isPending ? 'Getting a new address…' : 'Get a new address…'}
          </Button>
        }
        title="Get a new address?"
        description="Your old address will stop working. Calendars subscribed to it stop updating until you subscribe again with the new one."
        confirmLabel="Get a new address"
        onConfirm={getNewAddress}
      />
    </div>
  );
}
