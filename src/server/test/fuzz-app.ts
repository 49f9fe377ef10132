import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/profiles';
import { createEventAs, eventInput, signUpHost } from './event-helpers';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import {
  anyIntegerParam,
  brokenMultipart,
  budget,
  encode,
  explains,
  hostileText,
  idempotencyKey,
  mutated,
  queryString,
  routeName,
  strayBody,
  stripeSignature,
  type Route,
} from './fuzz-cases';
import { createTestApp, databaseTargets, signUp, type TestApp } from './test-app';

/**
 * Throws generated requests (`fuzz-cases.ts`) at `routes`: whatever comes in, the answer is never
 * a 5xx, and a refusal says what is wrong in words. Bounded by count and time so it stays a few
 * seconds per database; a route that got through too few requests in its time fails the test
 * rather than passing unchecked. Each file of routes builds its own app, with the same rows for
 * the routes to act on: a host with an event and a space, a super admin, a throwaway account, a
 * banner, a report and a row of each catalogue, and card payments through a fake Stripe.
 */
export function describeFuzz(routesOf: string, routes: (world: FuzzWorld) => Route[]) {
  describe.each(databaseTargets)(
    `no generated request to ${routesOf} gets a 5xx (%s)`,
    (target) => {
      let t: TestApp;
      let stripe: FakeStripe;
      const world = {} as FuzzWorld;
      const tally = { requests: 0, serverErrors: 0 };
      /** Per route: how many answers were 5xx or refusals without words, and the first of them. */
      const failures: Record<string, { count: number; first: string }> = {};
      /** Per route: how many requests it got before its count or time ran out. */
      const runs: Record<string, number> = {};

      beforeAll(async () => {
        // Card payments on, through a fake Stripe: bookings open sessions, and the webhook is live.
        stripe = await startFakeStripe();
        t = await createTestApp(target, {
          stripe: stripe.options,
          rateLimits: {
            loginPerIp: 1e6,
            loginPerAccount: 1e6,
            signupPerIp: 1e6,
            passwordResetPerAccount: 1e6,
            ordersPerIp: 1e6,
          },
        });
        Object.assign(world, await makeWorld(t));
      });
      afterAll(async () => {
        // The figure the closing note asks for.
        console.info(
          `[fuzz ${routesOf} ${target}] ${tally.requests} generated requests, ${tally.serverErrors} answered 5xx`,
        );
        await t.close();
        await stripe.close();
      });

      it('answers every generated request below 500, and every refusal in words', async () => {
        for (const route of routes(world)) {
          const name = routeName(route);
          const takesNoBody = !route.body && !route.multipart && route.method !== 'GET';
          const request = fc.record({
            param: route.params ?? fc.constant(''),
            // Routes without query parameters get stray ones, which they must ignore.
            query: queryString(route.query ?? ['callbackURL', 'redirectTo']),
            body: route.body ? mutated(route.body) : takesNoBody ? strayBody : fc.constant(null),
            multipart: route.multipart ? brokenMultipart : fc.constant(null),
            key: route.idempotent ? idempotencyKey : fc.constant(null),
            signature: route.stripeSignature ? stripeSignature : fc.constant(null),
          });
          await fc.assert(
            fc.asyncProperty(request, async ({ param, query, body, multipart, key, signature }) => {
              const url = route.url.replace(':id', param) + (query ? `?${query}` : '');
              const cookie = world.cookies[route.as ?? 'nobody'];
              const response = await t.app.inject({
                method: route.method,
                url,
                headers: {
                  ...(cookie ? { cookie } : {}),
                  ...(multipart ? { 'content-type': multipart.contentType } : {}),
                  ...(body !== null ? { 'content-type': 'application/json' } : {}),
                  ...(key !== null ? { 'idempotency-key': key } : {}),
                  ...(signature !== null ? { 'stripe-signature': signature } : {}),
                },
                payload: multipart
                  ? multipart.body
                  : body !== null
                    ? JSON.stringify(body)
                    : undefined,
              });
              tally.requests += 1;
              runs[name] = (runs[name] ?? 0) + 1;
              const problem =
                response.statusCode >= 500
                  ? 'server error'
                  : response.statusCode >= 400 &&
                      url.startsWith('/api/') &&
                      !explains(response.body)
                    ? 'refusal without a message'
                    : null;
              if (response.statusCode >= 500) tally.serverErrors += 1;
              if (problem) {
                const entry = (failures[name] ??= {
                  count: 0,
                  first: `${problem}: ${url.slice(0, 120)} ${JSON.stringify(body ?? multipart?.contentType ?? '')?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 100)}`,
                });
                entry.count += 1;
              }
              return true;
            }),
            { numRuns: budget(route).runs, interruptAfterTimeLimit: budget(route).timeMs, seed: 9 },
          );
        }
        expect(failures, `${tally.serverErrors} of ${tally.requests} answered 5xx`).toEqual({});
        const hardlyChecked = routes(world)
          .filter((route) => (runs[routeName(route)] ?? 0) < budget(route).minRuns)
          .map((route) => `${routeName(route)}: ${runs[routeName(route)] ?? 0}`);
        expect(hardlyChecked, 'routes that got too few requests in their time').toEqual([]);
        expect(Object.keys(runs)).toHaveLength(routes(world).length);
      }, 300_000);
    },
  );
}

const eventBody = () => ({ event: eventInput(), publish: true });
const space = {
  displayName: 'Fuzz Space',
  handle: 'fuzz-space',
  description: 'Hello',
  roles: ['DJ'],
  services: { DJ: ['Ecstatic Dance DJ'] },
  roleSpecificData: { DJ: { soundcloudUrl: 'https://soundcloud.com/x' } },
  socialLinks: { website: 'example.com' },
  darkColor: '#2D4A22',
  lightColor: '#F0F7E8',
};

const banner = {
  messageHtml: '<p><strong>Fuzz</strong> <a href="https://example.com">news</a></p>',
  pages: ['home', 'about'],
  colour: 'green',
  active: true,
};

/** The rows the routes act on, and the generated path parameters that name them. */
async function makeWorld(t: TestApp) {
  const host = await signUpHost(t, 'Fuzz Host', 'fuzz-host@example.com');
  const admin = await signUp(t, { name: 'Fuzz Admin', email: 'fuzz-admin@example.com' });
  await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, admin.userId));
  const throwaway = await signUp(t, { name: 'Fuzz Other', email: 'fuzz-other@example.com' });
  const cookies: Record<NonNullable<Route['as']>, string> = {
    host: host.cookie,
    admin: admin.cookie,
    throwaway: throwaway.cookie,
    nobody: '',
  };
  const eventId = (await createEventAs(t.app, host.cookie)).id;
  /** An account the admin routes act on: suspended, restored, given and denied roles. */
  const targetId = (await signUp(t, { name: 'Fuzz Target', email: 'fuzz-target@example.com' }))
    .userId;
  await t.app.inject({
    method: 'PUT',
    url: '/api/facilitator-space',
    headers: { cookie: host.cookie },
    payload: { displayName: 'Fuzz Space', handle: 'fuzz-space' },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/banners',
    headers: { cookie: admin.cookie },
    payload: banner,
  });
  const bannerId: string = created.json().id;
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { cookie: throwaway.cookie },
    payload: { targetType: 'event', targetId: eventId, reason: 'spam' },
  });
  const reportId: string = filed.json().id;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload });
  const category = await post('/api/admin/event-categories', {
    name: 'Fuzz Category',
    color: '#2D4A22',
  });
  const other = await post('/api/admin/event-categories', {
    name: 'Fuzz Other',
    color: '#5B4BA8',
  });
  const group = await post('/api/admin/tag-groups', { name: 'Fuzz Group' });
  const tag = await post('/api/admin/tags', { name: 'Fuzz Tag', groupId: group.json().id });
  const role = await post('/api/admin/catalogue/roles', { name: 'Fuzz Role' });
  const service = await post(`/api/admin/catalogue/roles/${role.json().id}/services`, {
    name: 'Fuzz Service',
  });
  /** Rows of the catalogues the admin routes act on. */
  const catalogue: Record<'category' | 'other' | 'group' | 'tag' | 'role' | 'service', number> = {
    category: category.json().id,
    other: other.json().id,
    group: group.json().id,
    tag: tag.json().id,
    role: role.json().id,
    service: service.json().id,
  };
  const tickets = await t.app.inject({ url: `/api/events/${eventId}/tickets` });
  const ticketTypeId: string = tickets.json().ticketTypes[0].id;

  const idParam = () =>
    fc.oneof(
      fc.constant(eventId),
      fc.uuid(),
      hostileText.map(encodeURIComponent),
      hostileText.map(encode),
    );

  /** The row of this id, another uuid, or anything at all. */
  const rowParam = (id: string) => () =>
    fc.oneof(fc.constant(id), fc.uuid(), hostileText.map(encodeURIComponent));
  const personParam = rowParam(targetId);
  const bannerParam = rowParam(bannerId);
  const reportParam = rowParam(reportId);
  /** A catalogue row's integer id, or any number, or anything at all. */
  const catalogueParam = (which: keyof typeof catalogue) =>
    fc.oneof(
      fc.constant(String(catalogue[which])),
      fc.integer().map(String),
      hostileText.map(encodeURIComponent),
    );

  /** Renaming, moving and deleting one row of an ordered catalogue list, in that order. */
  const catalogueRowRoutes = (
    url: string,
    which: keyof typeof catalogue,
    renamed: Record<string, unknown>,
    direction: 'up' | 'down',
  ): Route[] => [
    { method: 'PUT', url: `${url}/:id`, params: catalogueParam(which), body: renamed, as: 'admin' },
    {
      method: 'POST',
      url: `${url}/:id/move`,
      params: catalogueParam(which),
      body: { direction },
      as: 'admin',
    },
    { method: 'DELETE', url: `${url}/:id`, params: anyIntegerParam, as: 'admin' },
  ];

  return {
    cookies,
    eventId,
    ticketTypeId,
    catalogue,
    eventBody,
    space,
    banner,
    idParam,
    personParam,
    bannerParam,
    reportParam,
    catalogueParam,
    catalogueRowRoutes,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof makeWorld>>;
