import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { pendingSignUpSpaces } from '../db/schema/pending-spaces';
import { profiles } from '../db/schema/profiles';
import { followMailNotices } from '../db/schema/spaces';
import { multipartForm, plainPng } from '../test/multipart';
import { databaseTargets, followConfirmationLink, logIn, signUp } from '../test/test-app';
import { upsertPendingSpace } from '../features/spaces/pending-spaces.repository';
import { hourlyHousekeeping, removeNeverConfirmedAccounts } from './housekeeping';
import { useTestApp } from '../test/fixtures';

describe.each(databaseTargets)(
  'never-confirmed accounts are removed after 30 days (%s)',
  (target) => {
    const t = useTestApp(target);

    /** A sign-up never confirmed, with a space and its image when `handle` is given. */
    async function signUpUnconfirmed(email: string, handle?: string) {
      const fields: Record<string, string> = {
        name: 'Wanda Ring',
        email,
        password: 'a calm river at dawn',
      };
      const image = handle ? await plainPng(64, 64, '#336699') : null;
      if (handle) fields.space = JSON.stringify({ displayName: 'Wanda Space', handle });
      const form = multipartForm(
        fields,
        image ? { field: 'image', name: 'w.png', type: 'image/png', data: image } : undefined,
      );
      const response = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', ...form });
      expect(response.statusCode).toBe(200);
    }
    const backdate = (email: string, days: number) =>
      t.db
        .update(users)
        .set({
          createdAt: sql`now() - make_interval(days => ${days})`,
          updatedAt: sql`now() - make_interval(days => ${days})`,
        })
        .where(eq(users.email, email));
    const emailsLeft = async (emails: string[]) =>
      (await t.db.select({ email: users.email }).from(users).where(inArray(users.email, emails)))
        .map((row) => row.email)
        .sort();

    it('removes accounts unconfirmed for 30 days with their pending space and image, and nothing else', async () => {
      await signUpUnconfirmed('old-space@example.com', 'old-space');
      await signUpUnconfirmed('old-plain@example.com');
      await signUpUnconfirmed('recent@example.com', 'recent-space');
      await signUpUnconfirmed('asked-again@example.com', 'asked-again');
      const confirmed = await signUp(t, { email: 'confirmed@example.com' });
      for (const email of [
        'old-space@example.com',
        'old-plain@example.com',
        'asked-again@example.com',
        'confirmed@example.com',
      ])
        await backdate(email, 31);
      await backdate('recent@example.com', 29);
      // A confirmed account's space that could not be made leaves its pending row behind.
      await upsertPendingSpace(t.db, {
        userId: confirmed.userId,
        input: { displayName: 'Left Over' },
        image: Buffer.from('webp'),
      });
      await t.db
        .update(pendingSignUpSpaces)
        .set({ createdAt: sql`now() - make_interval(days => 31)` })
        .where(eq(pendingSignUpSpaces.userId, confirmed.userId));
      // Logging in before confirming sends a new link, which gives the account 30 days more.
      expect((await logIn(t.app, 'asked-again@example.com')).statusCode).toBe(403);
      const [gone] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'old-space@example.com'));

      expect(await removeNeverConfirmedAccounts(t.db)).toEqual({ accounts: 2, leftoverSpaces: 1 });

      expect(
        await emailsLeft([
          'old-space@example.com',
          'old-plain@example.com',
          'recent@example.com',
          'asked-again@example.com',
          'confirmed@example.com',
        ]),
      ).toEqual(['asked-again@example.com', 'confirmed@example.com', 'recent@example.com']);
      expect(await t.db.select().from(profiles).where(eq(profiles.id, gone!.id))).toEqual([]);
      const pendingHandles = (await t.db.select().from(pendingSignUpSpaces))
        .map((row) => (row.input as { handle: string }).handle)
        .sort();
      expect(pendingHandles).toEqual(['asked-again', 'recent-space']);
      // The confirmed account is untouched and can log in.
      expect((await logIn(t.app, 'confirmed@example.com')).statusCode).toBe(200);

      // Running it again removes nothing more.
      expect(await removeNeverConfirmedAccounts(t.db)).toEqual({ accounts: 0, leftoverSpaces: 0 });

      // The account that asked for a new link still gets its space, image included, from it.
      const confirmedLate = await followConfirmationLink(t, 'asked-again@example.com');
      expect(confirmedLate.headers.location).toBe('/auth?welcome=1');
      const space = await t.app.inject({ method: 'GET', url: '/api/facilitators/@asked-again' });
      expect(space.statusCode).toBe(200);
      expect(space.json().avatarUrl).toMatch(/^\/uploads\/spaces\/.+\.webp$/);
    });
  },
);

describe.each(databaseTargets)('notes of new-follower mails (%s)', (target) => {
  const t = useTestApp(target);

  it('are forgotten once their day is over, and kept within it', async () => {
    const [a, b, c] = [
      await signUp(t, { name: 'Ann Follower', email: 'ann@example.com' }),
      await signUp(t, { name: 'Bo Followed', email: 'bo@example.com' }),
      await signUp(t, { name: 'Cy Followed', email: 'cy@example.com' }),
    ];
    await t.db.insert(followMailNotices).values([
      { followerId: a.userId, followingId: b.userId, mailedAt: sql`now() - interval '25 hours'` },
      { followerId: a.userId, followingId: c.userId, mailedAt: sql`now() - interval '23 hours'` },
    ]);
    await hourlyHousekeeping(t.db);
    const left = await t.db.select().from(followMailNotices);
    expect(left.map((row) => row.followingId)).toEqual([c!.userId]);
  });
});
