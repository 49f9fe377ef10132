import { formatDistanceToNow } from 'date-fns';
import { useId, useOptimistic, useTransition } from 'react';
import { Link } from 'react-router';
import { COHOST_INVITATION, WAITLIST_OFFER } from '@shared/notification-rules';
import type { Notification } from '@shared/notification-schemas';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { londonDateTime } from '@web/lib/london-time';
import { useAnswerInvitation, useMarkRead } from '../api/notifications';

/**
 * "5 minutes ago" (date-fns: a length of time has no time zone, and the bell is only on signed-in
 * pages, where the library's size does not count), with the London date and time for whoever
 * hovers or reads it out.
 */
function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={londonDateTime(iso)} className="text-xs text-ink-muted">
      {formatDistanceToNow(iso, { addSuffix: true })}
    </time>
  );
}

/**
 * One notification: title, message, when, an unread marker and what can be done with it. A
 * co-host invitation is answered here (spec 01 §4); the server then deletes it.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const id = useId();
  const markRead = useMarkRead();
  // Read at once when pressed; unread again if the server could not keep it (React's
  // useOptimistic, for as long as the action runs).
  const [read, showRead] = useOptimistic(notification.read);
  const [marking, startMarking] = useTransition();
  const markAsRead = () =>
    startMarking(async () => {
      showRead(true);
      await markRead(notification.id);
    });
  const answer = useAnswerInvitation();
  const invitation =
    notification.type === COHOST_INVITATION ? notification.data.collaboration_id : undefined;
  const unread = !read;
  // Places offered from a waitlist are claimed on the event's page (an address on this site).
  const offerPath =
    notification.type === WAITLIST_OFFER && /^\/events\//.test(notification.data.path ?? '')
      ? notification.data.path
      : undefined;
  // Any other notification about an event (news from someone followed) links to its page.
  const eventPath =
    !offerPath && /^\/events\//.test(notification.data.path ?? '')
      ? notification.data.path
      : undefined;
  return (
    <li className={cn('flex gap-3 px-4 py-3', unread && 'bg-sage-50')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-forest-700' : 'bg-transparent',
        )}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <p id={`${id}-title`} className="text-sm font-semibold text-forest-900">
          {notification.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </p>
        <p id={`${id}-message`} className="text-sm break-words text-ink">
          {notification.message}
        </p>
        <When iso={notification.createdAt} />
        {(invitation || offerPath || eventPath || unread) && (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {offerPath && (
              <Link
                to={offerPath}
                aria-describedby={`${id}-message`}
                className={buttonVariants({ size: 'sm' })}
                onClick={() => unread && markAsRead()}
              >
                {notification.data.kind === 'concession'
                  ? 'Claim your free place'
                  : 'Book your place'}
              </Link>
            )}
            {eventPath && (
              <Link
                to={eventPath}
                aria-describedby={`${id}-message`}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
                onClick={() => unread && markAsRead()}
              >
                See the event
              </Link>
            )}
            {invitation && (
              <>
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  aria-describedby={`${id}-message`}
                  onClick={() => answer.mutate({ collaborationId: invitation, action: 'accept' })}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answer.isPending}
                  aria-describedby={`${id}-message`}
                  onClick={() => answer.mutate({ collaborationId: invitation, action: 'decline' })}
                >
                  Decline
                </Button>
              </>
            )}
            {unread && (
              <Button
                size="sm"
                variant="ghost"
                aria-disabled={marking || undefined}
                aria-describedby={`${id}-title`}
                onClick={markAsRead}
              >
                Mark as read
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
