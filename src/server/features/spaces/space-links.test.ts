import { beforeAll, describe, expect, it } from 'vitest';
import { saveSpace } from '../../test/space-helpers';
import { databaseTargets, signUp } from '../../test/test-app';
import { publicSpaceLinks } from './space-links.service';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('the links to spaces the sitemap lists (%s)', (target) => {
  const t = useTestApp(target);

  beforeAll(async () => {
    for (const handle of ['anna', 'bobo', 'cyan', 'dora', 'emil']) {
      const person = await signUp(t, { name: handle, email: `${handle}@example.com` });
      await saveSpace(t.app, person.cookie, { displayName: `Space ${handle}`, handle });
    }
  });

  const read = async (skip: number, take: number, pageSize: number) => {
    const pages: string[][] = [];
    for await (const links of publicSpaceLinks(t.db, { pageSize }).pages(skip, take))
      pages.push(links.map((link) => link.path));
    return pages;
  };

  it('reads every space once at its /@handle, a page at a time, from where it is asked', async () => {
    expect((await publicSpaceLinks(t.db).summary()).count).toBe(5);
    const all = await read(0, 10, 2);
    expect(all.map((page) => page.length)).toEqual([2, 2, 1]);
    expect([...all.flat()].sort()).toEqual(['/@anna', '/@bobo', '/@cyan', '/@dora', '/@emil']);
    // The same order whatever the page size, so the sitemap's files never overlap.
    expect((await read(2, 2, 1)).flat()).toEqual(all.flat().slice(2, 4));
    expect((await read(3, 10, 3)).flat()).toEqual(all.flat().slice(3));
  });
});
