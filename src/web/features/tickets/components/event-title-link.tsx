import { Link } from 'react-router';

/** Under a screen's heading, the event it is about: its title, linking to the event's page. */
export function EventTitleLink({ event }: { event: { path: string; title: string } }) {
  return (
    <p className="text-lg">
      <Link to={event.path} className="font-semibold text-forest-800 underline underline-offset-2">
        {event.title}
      </Link>
    </p>
  );
}
