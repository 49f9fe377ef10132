import type { Database } from '../../../db/client';
import { readOncePerPage } from '../../../lib/page-reads';
import { findBookableEvent, findTicketing } from './ticketing.repository';

// An event page's tickets and waiting list both start from the event and its booking settings:
// within one drawing of the page they are read once (lib/page-reads). Reads only: what books or
// joins reads them afresh, in its own transaction.

export const bookableEventOfPage = (db: Database, eventId: string) =>
  readOncePerPage(`bookable-event:${eventId}`, () => findBookableEvent(db, eventId));

export const ticketingOfPage = (db: Database, eventId: string) =>
  readOncePerPage(`ticketing:${eventId}`, () => findTicketing(db, eventId));
