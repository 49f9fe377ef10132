import { ADMIN_USAGE, commandLineActor, runAdminCommand } from './admin-commands';
import { openConfiguredDatabase } from './open-configured-database';

const args = process.argv.slice(2);
// A mistyped command is answered before the database is opened.
if (args.length !== 2) {
  console.error(ADMIN_USAGE);
  process.exit(2);
}

const { handle } = await openConfiguredDatabase();
try {
  const outcome = await runAdminCommand(handle.db, args, commandLineActor());
  if (outcome.exitCode === 0) console.log(outcome.message);
  else console.error(outcome.message);
  process.exitCode = outcome.exitCode;
} finally {
  await handle.close();
}
