import { type Database } from '../../../db/client';
import type { QueuedMail } from '../../../lib/mailer';
import type { SignedInViewer } from '../../../lib/viewer';
import { mayManageEvent } from '../kernel/access';
import { findEventHead, type HostScope } from './host-orders.repository';
import type { TicketLinks } from '../tickets.links';
import { eventNotFound } from '../kernel/access';

/** Who runs an event's bookings: its owner and its accepted co-hosts; everyone else is told it does not exist. */

/** What the host's side of bookings needs beyond booking's own links, handed in by `composition/`. */
export type HostOrderLinks = TicketLinks & {
  /** The events whose co-hosting this person's space accepted (the co-hosts feature). */
  cohostedEventIds: (userId: string) => Promise<string[]>;
  queueMail: (mail: QueuedMail) => Promise<unknown>;
};

export async function scopeOf(links: HostOrderLinks, viewer: SignedInViewer): Promise<HostScope> {
  return { hostId: viewer.userId, cohostedEventIds: await links.cohostedEventIds(viewer.userId) };
}

/** The event, when this person runs it (its owner or an accepted co-host); else "not found". */
export async function managedEvent(
  db: Database,
  links: HostOrderLinks,
  viewer: SignedInViewer,
  eventId: string,
) {
  const event = await findEventHead(db, eventId);
  if (!event || !(await mayManageEvent(db, links, viewer, eventId))) throw eventNotFound();
  return event;
}
