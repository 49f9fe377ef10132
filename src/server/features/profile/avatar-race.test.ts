import { beforeAll, describe, expect, it } from 'vitest';
import { pngFile, uploadFile } from '../../test/multipart';
import { databaseTargets, signUp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('avatar replacement under concurrency (%s)', (target) => {
  const t = useTestApp(target);
  let person: { cookie: string; userId: string };
  beforeAll(async () => {
    person = await signUp(t, { name: 'Ava Tar', email: 'ava@example.com' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/facilitator-space',
      headers: { cookie: person.cookie },
      payload: { displayName: 'Ava Space', handle: 'ava-space' },
    });
  });

  const uploadAll = async (url: string, count: number) => {
    const colours = ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF', '#123456'];
    const files = await Promise.all(
      colours.slice(0, count).map((c) => pngFile('a.png', { width: 64, height: 64 }, c)),
    );
    return Promise.all(files.map((file) => uploadFile(t.app, url, file, person.cookie)));
  };

  it('keeps exactly one stored profile avatar, the one the profile shows, after racing uploads', async () => {
    const answers = await uploadAll('/api/profile/avatar', 6);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: person.cookie } })
    ).json();
    const stored = await t.storage.listUrls(`avatars/${person.userId}/`);
    expect(stored).toEqual([profile.avatarUrl]);
  });

  it('keeps exactly one stored space avatar, the one the space shows, after racing uploads', async () => {
    const answers = await uploadAll('/api/facilitator-space/avatar', 6);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const { space } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/facilitator-space',
        headers: { cookie: person.cookie },
      })
    ).json();
    const stored = (await t.storage.listUrls(`spaces/${person.userId}/`)).filter((u) =>
      u.includes('/avatar-'),
    );
    expect(stored).toEqual([space.avatarUrl]);
  });

  it('removes the avatar file when the avatar is removed', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { cookie: person.cookie },
    });
    expect(removed.json().avatarUrl).toBeNull();
    expect(await t.storage.listUrls(`avatars/${person.userId}/`)).toEqual([]);
  });
});
