import os from 'node:os';
import type { Role } from '../../shared/admin-schemas';
import type { Database } from '../db/client';
import { setRoleAs } from '../features/admin/admin.service';
import { findProfileIdByEmail } from '../features/profile/profile.repository';
import { AppError } from '../lib/app-error';
import type { AuditActor } from '../lib/audit-log';
import { peopleLinks } from '../composition/people';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-super-admin <email>    make this account a super admin
  revoke-super-admin <email>   take super admin away from this account
  grant-host <email>           make this account a host
  revoke-host <email>          take hosting away from this account`;

const COMMANDS: Record<string, { role: Role; granted: boolean }> = {
  'grant-super-admin': { role: 'superAdmin', granted: true },
  'revoke-super-admin': { role: 'superAdmin', granted: false },
  'grant-host': { role: 'host', granted: true },
  'revoke-host': { role: 'host', granted: false },
};

/**
 * The operator at the server, as the audit log names them: there is no account behind
 * `npm run admin`, so the log says where the change came from instead.
 */
export function commandLineActor(): AuditActor {
  return {
    userId: null,
    name: `Command line (${os.userInfo().username}@${os.hostname()})`,
    email: '',
  };
}

export type CommandOutcome = { exitCode: 0 | 1 | 2; message: string };

/**
 * One `npm run admin` command: the same role change, last-super-admin rule and audit row as the
 * super admin's screen, made by `actor`.
 */
export async function runAdminCommand(
  db: Database,
  args: string[],
  actor: AuditActor,
): Promise<CommandOutcome> {
  const [command, email] = args;
  const change = command ? COMMANDS[command] : undefined;
  if (!change || !email) return { exitCode: 2, message: ADMIN_USAGE };
  const id = await findProfileIdByEmail(db, email);
  if (!id)
    return {
      exitCode: 1,
      message: `No account with the e-mail ${email}. The person must sign up first.`,
    };
  try {
    // Another process (the running server) holds its own caches; a role never changes a public page.
    const person = await setRoleAs(
      db,
      peopleLinks(() => {}),
      actor,
      id,
      change,
    );
    return {
      exitCode: 0,
      message: `${command} done for ${person.email}. The change shows in their browser within 30 seconds.`,
    };
  } catch (error) {
    if (error instanceof AppError) return { exitCode: 1, message: error.message };
    throw error;
  }
}
