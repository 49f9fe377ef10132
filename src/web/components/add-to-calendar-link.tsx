import { CalendarPlus } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';

/** "Add to calendar": the event as an .ics file, which the server writes (events feature). */
export function AddToCalendarLink({ eventId }: { eventId: string }) {
  return (
    <a
      href={`/api/events/${eventId}/calendar.ics`}
      download
      className={buttonVariants({ variant: 'outline' })}
    >
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </a>
  );
}
