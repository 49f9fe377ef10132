import type { ContactMessageInput } from '../../../shared/contact-schemas';
import type { Database } from '../../db/client';
import { enforce } from '../../lib/rate-limiter';
import { insertContactMessage } from './contact.repository';

/** Five messages an hour from one address: enough for a person, too few for a flood. */
const CONTACT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

export async function receiveContactMessage(
  db: Database,
  message: ContactMessageInput,
  from: { ip: string; signedInUserId: () => Promise<string | null> },
): Promise<{ received: true }> {
  // The limit first: a flood is turned away before any session is looked up.
  await enforce(db, [{ key: `contact:${from.ip}`, ...CONTACT_LIMIT }]);
  await insertContactMessage(db, { ...message, userId: await from.signedInUserId() });
  return { received: true };
}
