import { CalendarDays } from 'lucide-react';
import type { EventDetail } from '@shared/events/event-schemas';
import { formatLongDate } from '@web/lib/london-time';

/** When the event happens, in London time, on the event page. */
export function EventWhen({ event }: { event: EventDetail }) {
  const multiDay = event.endDate !== event.startDate;
  return (
    <div className="flex gap-3">
      <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
      <div>
        {multiDay ? (
          // Each day with its own time: "16:00–14:00" would read as daily hours.
          <>
            <p className="font-semibold">
              {formatLongDate(event.startDate)}, {event.startTime}
            </p>
            <p className="font-semibold">
              to {formatLongDate(event.endDate)}, {event.endTime}
            </p>
            <p className="text-ink-muted">London time</p>
          </>
        ) : (
          <>
            <p className="font-semibold">{formatLongDate(event.startDate)}</p>
            <p className="text-ink-muted">
              {event.startTime}–{event.endTime} (London time)
            </p>
          </>
        )}
      </div>
    </div>
  );
}
