import { setRolesByEmail } from '../features/profile/profile.repository';
import { openConfiguredDatabase } from './open-configured-database';

const usage = `Usage: npm run admin -- <command> <email>

Commands:
  grant-super-admin <email>    make this account a super admin
  revoke-super-admin <email>   take super admin away from this account
  grant-host <email>           make this account a host
  revoke-host <email>          take hosting away from this account`;

const commands: Record<string, Parameters<typeof setRolesByEmail>[2]> = {
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
  const updated = await setRolesByEmail(handle.db, email, change);
  if (!updated) {
    console.error(`No account with the e-mail ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(
      `${command} done for ${updated}. The change shows in their browser within 30 seconds.`,
    );
  }
} finally {
  await handle.close();
}
