import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { EventDetail } from '@shared/events/event-schemas';
import { formatLongDate } from '@web/lib/london-time';

/** How a date of a series repeats, and its other coming dates, each a link to its page. */
function SeriesDates({ event }: { event: EventDetail }) {
  const { series } = event;
  if (!series) return null;
  const others = series.dates.filter((date) => date.id !== event.id);
  return (
    <div className="mt-2">
      <p className="font-medium text-forest-900">{series.repeats}</p>
      {others.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-forest-700 underline underline-offset-2">
            Other dates
          </summary>
          <ul className="mt-2 grid gap-1">
            {others.map((date) => (
              <li key={date.id}>
                <Link to={date.path} className="text-forest-700 underline underline-offset-2">
                  {formatLongDate(date.startDate)}, {date.startTime}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** When the event happens, in London time, on the event page; for a series, its other dates. */
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
        <SeriesDates event={event} />
      </div>
    </div>
  );
}
