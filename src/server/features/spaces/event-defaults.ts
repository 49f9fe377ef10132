import { eq } from 'drizzle-orm';
import type { EventDefaults } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import { facilitatorSpaces } from '../../db/schema/spaces';
import { AppError } from '../../lib/app-error';

/**
 * What a host's new events start from (issue 25): facts of what to expect and the two notes,
 * kept on their space. The event form reads them for a new event; the host saves them from it.
 */

/** Checks fact ids against the catalogue (the events feature's rule), answering them in its order. */
export type CheckFacts = (db: Database, ids: readonly number[]) => Promise<{ id: number }[]>;

const noSpace = () =>
  new AppError('NOT_FOUND', 'Create your space first: your event defaults are kept on it.');

const columns = {
  factIds: facilitatorSpaces.defaultFactIds,
  whatToBring: facilitatorSpaces.defaultWhatToBring,
  accessNotes: facilitatorSpaces.defaultAccessNotes,
};

/** The host's defaults: none set is empty, and no space is no defaults either. */
export async function eventDefaultsOf(db: Database, userId: string): Promise<EventDefaults> {
  const [row] = await db
    .select(columns)
    .from(facilitatorSpaces)
    .where(eq(facilitatorSpaces.userId, userId));
  return row ?? { factIds: [], whatToBring: '', accessNotes: '' };
}

export async function saveEventDefaults(
  db: Database,
  checkFacts: CheckFacts,
  userId: string,
  input: EventDefaults,
): Promise<EventDefaults> {
  const facts = await checkFacts(db, input.factIds);
  const [row] = await db
    .update(facilitatorSpaces)
    .set({
      defaultFactIds: facts.map((fact) => fact.id),
      defaultWhatToBring: input.whatToBring,
      defaultAccessNotes: input.accessNotes,
    })
    .where(eq(facilitatorSpaces.userId, userId))
    .returning(columns);
  if (!row) throw noSpace();
  return row;
}
