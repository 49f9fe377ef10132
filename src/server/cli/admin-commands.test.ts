import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../db/schema/audit-log';
import { profiles } from '../db/schema/profiles';
import { databaseTargets, signUp } from '../test/test-app';
import { commandLineActor, runAdminCommand } from './admin-commands';
import { useTestApp } from '../test/fixtures';

// `npm run admin` makes the same changes as the super admin's screen: with an audit row, and
// never leaving Kindred without a super admin who can sign in.
describe.each(databaseTargets)('npm run admin (%s)', (target) => {
  const t = useTestApp(target);
  const actor = { userId: null, name: 'Command line (ops@kindred-1)', email: '' };
  const run = (...args: string[]) => runAdminCommand(t.db, args, actor);
  const standing = async (email: string) => {
    const [row] = await t.db
      .select({ isHost: profiles.isHost, isSuperAdmin: profiles.isSuperAdmin })
      .from(profiles)
      .where(eq(profiles.email, email));
    return row;
  };
  const auditRows = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);

  beforeAll(async () => {
    await signUp(t, { name: 'Rowan Root', email: 'rowan@example.com' });
    await signUp(t, { name: 'Ash Second', email: 'ash@example.com' });
  });

  it('grants the first super admin and writes who did it from where', async () => {
    const before = (await auditRows()).length;
    const outcome = await run('grant-super-admin', 'ROWAN@example.com');
    expect(outcome).toEqual({
      exitCode: 0,
      message:
        'grant-super-admin done for rowan@example.com. The change shows in their browser within 30 seconds.',
    });
    expect(await standing('rowan@example.com')).toMatchObject({ isSuperAdmin: true });
    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: null,
      actorName: 'Command line (ops@kindred-1)',
      action: 'person.super_admin_granted',
      targetType: 'person',
      targetLabel: 'Rowan Root (rowan@example.com)',
      before: { isSuperAdmin: false },
      after: { isSuperAdmin: true },
    });
  });

  it('refuses to revoke the last super admin, and writes nothing', async () => {
    const before = (await auditRows()).length;
    const outcome = await run('revoke-super-admin', 'rowan@example.com');
    expect(outcome).toEqual({
      exitCode: 1,
      message: 'Kindred needs at least one super admin. Make someone else a super admin first.',
    });
    expect(await standing('rowan@example.com')).toMatchObject({ isSuperAdmin: true });
    expect(await auditRows()).toHaveLength(before);

    // With a second super admin, the first may go.
    expect((await run('grant-super-admin', 'ash@example.com')).exitCode).toBe(0);
    expect((await run('revoke-super-admin', 'rowan@example.com')).exitCode).toBe(0);
    expect(await standing('rowan@example.com')).toMatchObject({ isSuperAdmin: false });
    expect((await auditRows()).slice(before).map((row) => row.action)).toEqual([
      'person.super_admin_granted',
      'person.super_admin_revoked',
    ]);
  });

  it('grants and revokes host; asking for what is already so writes no row', async () => {
    expect((await run('grant-host', 'ash@example.com')).exitCode).toBe(0);
    const before = (await auditRows()).length;
    expect((await run('grant-host', 'ash@example.com')).exitCode).toBe(0);
    expect(await auditRows()).toHaveLength(before);
    expect((await run('revoke-host', 'ash@example.com')).exitCode).toBe(0);
    expect(await standing('ash@example.com')).toMatchObject({ isHost: false });
  });

  it('answers an unknown address or command clearly and changes nothing', async () => {
    const before = (await auditRows()).length;
    expect(await run('grant-host', 'nobody@example.com')).toEqual({
      exitCode: 1,
      message: 'No account with the e-mail nobody@example.com. The person must sign up first.',
    });
    expect((await run('make-wizard', 'ash@example.com')).exitCode).toBe(2);
    expect(await auditRows()).toHaveLength(before);
  });

  it('names the operator by user and machine', () => {
    expect(commandLineActor()).toMatchObject({ userId: null, email: '' });
    expect(commandLineActor().name).toMatch(/^Command line \(.+@.+\)$/);
  });
});
