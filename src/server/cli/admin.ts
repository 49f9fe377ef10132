import { eq, sql } from 'drizzle-orm';
import { profiles } from '../db/schema/profiles';
import { openConfiguredDatabase } from './open-configured-database';

const usage = `Usage: npm run admin -- <command> <email>

Commands:
  grant-super-admin <email>    make this account a super admin
  revoke-super-admin <email>   take super admin away from this account
  grant-host <email>           make this account a host
  revoke-host <email>          take hosting away from this account`;

const commands: Record<string, Partial<typeof profiles.$inferInsert>> = {
  'grant-super-admin': { isSuperAdmin: true },
  'revoke-super-admin': { isSuperAdmin: false },
  'grant-host': { isHost: true },
  'revoke-host': { isHost: false },
};

const [command, email] = process.argv.slice(2);
const change = command ? commands[command] : undefined;
if (!change || !email) {
  console.error(usage);
  process.exit(2);
}

const { handle } = await openConfiguredDatabase();
try {
  const updated = await handle.db
    .update(profiles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()))
    .returning({ email: profiles.email });
  if (updated.length === 0) {
    console.error(`No account with the e-mail ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(
      `${command} done for ${updated[0]!.email}. The change shows in their browser within 30 seconds.`,
    );
  }
} finally {
  await handle.close();
}
