import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, signUp } from '../../test/test-app';
import { createWebDist, readHead } from '../../test/web-dist';
import { saveSpace } from '../../test/space-helpers';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('personal space pages for sharing (%s)', (target) => {
  // The app's real index.html, whose description tag the build writes over several lines.
  const t = useTestApp(target, async () => ({ webDistDir: (await createWebDist()).dir }));
  beforeAll(async () => {
    const maya = await signUp(t, { name: 'Maya Rivers', email: 'maya@example.com' });
    await saveSpace(t.app, maya.cookie, {
      displayName: 'Maya Moves',
      handle: 'maya-moves',
      description: 'Ecstatic dance DJ in Bristol.',
      roles: ['DJ'],
    });
  });

  it('answers /@handle, /handle, /facilitator/:id and /f/name with the space title and Person JSON-LD', async () => {
    for (const url of ['/@maya-moves', '/maya-moves', '/f/maya-moves']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Maya Moves · Kindred</title>');
      expect(page.body).toContain('<meta property="og:type" content="profile" />');
      expect(page.body).toContain(
        '<meta name="description" content="Ecstatic dance DJ in Bristol." />',
      );
      // The space's description replaces the site's: one description tag, not two.
      expect(readHead(page.body).descriptions).toEqual(['Ecstatic dance DJ in Bristol.']);
      const jsonLd = readHead(page.body).jsonLd[0];
      expect(jsonLd).toMatchObject({
        '@type': 'Person',
        name: 'Maya Moves',
        url: 'http://localhost:3000/@maya-moves',
        jobTitle: 'DJ',
      });
    }
  });

  it('finds a name that has hyphens of its own by its share link (issue 21)', async () => {
    const theo = await signUp(t, { name: 'Theo Okafor', email: 'theo@example.com' });
    await saveSpace(t.app, theo.cookie, {
      displayName: 'Theo Anne-Marie Okafor',
      handle: 'theo-am',
    });
    for (const url of ['/f/Theo-Anne-Marie-Okafor', '/f/theo-anne-marie-okafor']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Theo Anne-Marie Okafor · Kindred</title>');
    }
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/facilitators/${encodeURIComponent('Theo Anne-Marie Okafor')}`,
    });
    expect(api.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/f/Theo-Okafor' })).statusCode).toBe(404);
  });

  it("gives unknown handles a 404, and leaves Kindred's own pages alone", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/@nobody-at-all' })).statusCode).toBe(404);
    const terms = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(terms.statusCode).toBe(200);
    // Kindred's own page answers with its own title, not a facilitator's.
    expect(terms.body).toContain('<title>Terms of Service · Kindred</title>');
  });
});
