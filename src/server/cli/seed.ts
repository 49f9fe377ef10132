import { eventInputSchema } from '../../shared/events/event-schemas';
import { countAccounts, markEmailVerified } from '../features/auth/accounts.repository';
import { allCategories, allTags } from '../features/events/events.repository';
import { allFacts } from '../features/events/event-facts.repository';
import { createEvent } from '../features/events/events.service';
import { demoEventDates, demoEvents, demoSpaces } from './seed-events';
import { insertSpace } from '../features/spaces/spaces.repository';
import { createAuth } from '../features/auth/auth';
import {
  setProfileIdentity,
  setRoles,
  updateProfileFields,
} from '../features/profile/profile.repository';
import { createProfileForNewUser } from '../features/profile/profile.service';
import { openConfiguredDatabase } from './open-configured-database';
import { copyTicketing } from '../features/tickets/host/series-ticketing';
import { openTicketing } from '../features/tickets/host/ticketing-settings';
import { configuredStorage } from '../lib/configured-storage';
import { DEMO_PASSWORDS, demoPeople } from './seed-data';
import { seedRefusal } from './seed-guard';

/**
 * Loads demo content into an empty database. It refuses to touch a database that already has
 * accounts, so it can never mix demo people into real ones, and it refuses to run at all with
 * NODE_ENV=production unless forced (seed-guard.ts).
 */
const refusal = seedRefusal(process.env, process.argv.slice(2));
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const { config, handle } = await openConfiguredDatabase();
const storage = await configuredStorage(config);
try {
  const existing = await countAccounts(handle.db);
  if (existing > 0) {
    console.error(
      `The database already has ${existing} account(s); seeding only runs on an empty database.`,
    );
    process.exitCode = 1;
  } else {
    // Demo accounts are created confirmed, so no verification e-mails are sent.
    const auth = createAuth({
      db: handle.db,
      queueMail: async () => undefined,
      publicUrl: config.publicUrl,
      secret: config.authSecret,
      onUserCreated: (user) => createProfileForNewUser(handle.db, user),
      onEmailVerified: async () => undefined,
    });
    const userIds = new Map<string, string>();
    for (const person of demoPeople) {
      const { user } = await auth.api.signUpEmail({
        body: { name: person.name, email: person.email, password: DEMO_PASSWORDS[person.role] },
      });
      userIds.set(user.email, user.id);
      await markEmailVerified(handle.db, user.id);
      await updateProfileFields(handle.db, user.id, { bio: person.bio });
      await setRoles(handle.db, user.id, {
        isHost: person.role !== 'member',
        isSuperAdmin: person.role === 'super-admin',
      });
    }
    const categoryIds = new Map((await allCategories(handle.db)).map((c) => [c.name, c.id]));
    const tagIds = new Map((await allTags(handle.db)).map((t) => [t.name, t.id]));
    const factIds = new Map((await allFacts(handle.db)).map((f) => [f.name, f.id]));
    for (const demo of demoEvents) {
      const {
        host,
        inDays: _inDays,
        lastsDays: _lastsDays,
        categories,
        tags: tagNames,
        facts = [],
        ...fields
      } = demo;
      const input = eventInputSchema.parse({
        ...fields,
        ...demoEventDates(demo),
        categoryIds: categories.map((name) => categoryIds.get(name)!),
        tagIds: tagNames.map((name) => tagIds.get(name)!),
        factIds: facts.map((name) => factIds.get(name)!),
      });
      await createEvent(handle.db, storage, { userId: userIds.get(host)! }, input, true, {
        open: openTicketing,
        copy: copyTicketing,
      });
    }
    for (const { host, ...space } of demoSpaces) {
      const userId = userIds.get(host)!;
      await insertSpace(handle.db, { ...space, userId, platformFeeOverride: 1 });
      await setProfileIdentity(handle.db, userId, {
        displayName: space.displayName,
        handle: space.handle,
        isHost: true,
      });
    }
    console.log(
      `Seeded ${demoEvents.length} demo events, dated from today, and ${demoSpaces.length} personal spaces.\n`,
    );
    console.log('Seeded demo accounts:\n');
    console.table(
      demoPeople.map((p) => ({ role: p.role, email: p.email, password: DEMO_PASSWORDS[p.role] })),
    );
  }
} finally {
  await handle.close();
}
