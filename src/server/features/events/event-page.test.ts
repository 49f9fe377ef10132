import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { multipartBody } from '../../test/multipart';
import { callApi, databaseTargets } from '../../test/test-app';
import { createEventAs, signUpHost, uploadEventCover } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import { createBareWebDist, readHead } from '../../test/web-dist';

describe.each(databaseTargets)('event pages for sharing and search engines (%s)', (target) => {
  const t = useTestApp(target, async () => ({ webDistDir: await createBareWebDist() }));
  let host: string;
  let hostId: string;
  beforeAll(async () => {
    ({ cookie: host, userId: hostId } = await signUpHost(t, 'Maya Rivers', 'maya@example.com'));
  });

  it('answers /events/:slug?id= with the event title, OpenGraph, Twitter and schema.org Event tags', async () => {
    const event = await createEventAs(t.app, host, {
      title: 'Solstice </script><b>Dance</b>',
      price: 12.5,
    });
    const page = await t.app.inject({ method: 'GET', url: event.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(
      '<title>Solstice &lt;/script&gt;&lt;b&gt;Dance&lt;/b&gt; · Kindred</title>',
    );
    expect(page.body).toContain(
      '<meta property="og:title" content="Solstice &lt;/script&gt;&lt;b&gt;Dance&lt;/b&gt; · Kindred" />',
    );
    expect(page.body).toContain('<meta name="twitter:card"');
    expect(page.body).toMatch(
      /<meta name="description" content="Sat 20 Jun 2099, 19:00 · The Round House, Bristol\. /,
    );
    const jsonLd = readHead(page.body).jsonLd[0];
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Solstice </script><b>Dance</b>',
      startDate: '2099-06-20T19:00:00.000+01:00',
      location: {
        '@type': 'Place',
        address: { addressLocality: 'Bristol', postalCode: 'BS1 4QA' },
      },
      offers: [
        {
          '@type': 'Offer',
          name: 'General admission',
          price: '12.50',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
        },
      ],
      // Every host, in a list; without a space yet, Maya's page is found by her id.
      organizer: [
        {
          '@type': 'Person',
          name: 'Maya Rivers',
          url: `http://localhost:3000/facilitator/${hostId}`,
        },
      ],
    });
    // The title could not break out of the JSON-LD element.
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('offers each ticket type in the JSON-LD, with its price in GBP and its availability', async () => {
    const event = await createEventAs(t.app, host, { title: 'Offers Circle', price: 0 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/ticketing`,
      headers: { cookie: host },
      payload: {
        capacity: 1,
        ticketTypes: [
          { name: 'Early bird', pricePence: 800, salesEnd: '2099-06-01T12:00:00.000Z' },
          { name: 'Sliding', kind: 'sliding', minPence: 500, pricePence: 1500, maxPence: 3000 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ldOf = async () => {
      const page = await t.app.inject({ method: 'GET', url: event.path });
      return readHead(page.body).jsonLd[0] as { offers: Array<{ availability: string }> };
    };
    expect((await ldOf()).offers).toEqual([
      expect.objectContaining({
        name: 'Early bird',
        price: '8.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        validThrough: '2099-06-01T12:00:00.000Z',
      }),
      expect.objectContaining({
        name: 'Sliding',
        price: '5.00',
        priceSpecification: expect.objectContaining({ minPrice: 5, maxPrice: 30 }),
      }),
    ]);
    // The one place is booked: the page says so at once, though it is shared among visitors.
    const offer = (await t.app.inject({ url: `/api/events/${event.id}/tickets` })).json();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/orders`,
      payload: {
        lines: [{ ticketTypeId: offer.ticketTypes[0].id, quantity: 1 }],
        name: 'Gabi Guest',
        email: 'gabi@example.com',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await ldOf()).offers.map((o) => o.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
    // Cards show the least a place costs, and that others cost more.
    const cards = (await t.app.inject({ url: '/api/events' })).json().events;
    expect(cards.find((c: { id: string }) => c.id === event.id)).toMatchObject({
      price: 5,
      priceVaries: true,
    });
  });

  it('shares one rendering among visitors until the host changes the event', async () => {
    const event = await createEventAs(t.app, host, { title: 'Moonlit Kirtan' });
    const titleTag = async (cookie?: string) =>
      /<title>([^<]*)<\/title>/.exec((await callApi(t, 'GET', event.path, cookie)).body)?.[1];
    expect(await titleTag()).toBe('Moonlit Kirtan · Kindred');
    // Changed behind the app's back (as another process would): visitors keep the shared page.
    await t.db.update(events).set({ title: 'Sunlit Kirtan' }).where(eq(events.id, event.id));
    expect(await titleTag()).toBe('Moonlit Kirtan · Kindred');
    expect(await titleTag(host)).toBe('Sunlit Kirtan · Kindred');
    const deleted = await callApi(t, 'DELETE', `/api/events/${event.id}`, host);
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: event.path })).statusCode).toBe(404);
  });

  it('answers unknown ids and drafts with the not-found page and HTTP 404', async () => {
    const padded = await callApi(t, 'GET', '/events/x?id=x00000000-0000-4000-8000-000000000000x');
    expect(padded.statusCode).toBe(404);
    const unknown = await callApi(
      t,
      'GET',
      '/events/nothing-here?id=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(unknown.body).toContain('noindex');
    const draft = await createEventAs(t.app, host, { title: 'Not yet' }, false);
    expect((await t.app.inject({ method: 'GET', url: draft.path })).statusCode).toBe(404);
    expect((await callApi(t, 'GET', draft.path, host)).statusCode).toBe(200);
  });

  it('takes a cover image, checks it by content and stores WebP in three sizes', async () => {
    const { imageUrl, originalImageUrl } = await uploadEventCover(t.app, host, {
      width: 3000,
      height: 2000,
    });
    expect(imageUrl).toMatch(/-1200\.webp$/);
    expect(originalImageUrl).toMatch(/-2400\.webp$/);
    for (const [url, width] of [
      [imageUrl, 1200],
      [originalImageUrl, 2400],
      [imageUrl.replace('-1200', '-600'), 600],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    const fake = multipartBody('file', {
      name: 'cover.png',
      type: 'image/png',
      data: Buffer.from('not an image at all'),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/event-images',
      headers: { cookie: host, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    const event = await createEventAs(t.app, host, { imageUrl, originalImageUrl });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json().imageUrl,
    ).toBe(imageUrl);
  });
});
