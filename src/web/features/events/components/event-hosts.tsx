import { Fragment } from 'react';
import { Link } from 'react-router';
import { listSeparator } from '@shared/events/display-event';
import type { EventHost } from '@shared/events/event-schemas';
import { Card } from '@web/components/ui/card';
import { InitialsAvatar } from '@web/components/ui/initials-avatar';
import { paths } from '@web/config/paths';

/** A host's space: by their @handle, or by their id while they have none. */
const spaceHref = (host: EventHost) =>
  host.handle
    ? paths.facilitatorByHandle.getHref(host.handle)
    : paths.facilitator.getHref(host.userId);

/** Who hosts an event: their pictures, and their names as links to their spaces. */
export function EventHosts({ hosts }: { hosts: EventHost[] }) {
  return (
    <Card variant="flat" corners="3xl" className="flex items-center gap-3 p-5">
      <div className="flex shrink-0 -space-x-3">
        {hosts.slice(0, 3).map((host) => (
          <InitialsAvatar
            key={host.userId}
            src={host.avatarUrl}
            name={host.name}
            size={12}
            className="ring-2 ring-white"
          />
        ))}
      </div>
      <p className="text-ink-muted">
        Hosted by{' '}
        {hosts.map((host, i) => (
          <Fragment key={host.userId}>
            {listSeparator(i, hosts.length)}
            <Link
              to={spaceHref(host)}
              className="font-semibold text-forest-800 underline-offset-2 hover:underline"
            >
              {host.name}
            </Link>
          </Fragment>
        ))}
      </p>
    </Card>
  );
}
