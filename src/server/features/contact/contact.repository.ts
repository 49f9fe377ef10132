import type { ContactMessageInput } from '../../../shared/contact-schemas';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact-messages';

/** Keeps a message for the team to answer; `userId` when it came from someone signed in. */
export async function insertContactMessage(
  db: Database,
  message: ContactMessageInput & { userId: string | null },
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
