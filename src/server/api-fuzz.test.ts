import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from './db/schema/profiles';
import { createEventAs, eventInput, signUpHost } from './test/event-helpers';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';
import { createTestApp, databaseTargets, signUp, type TestApp } from './test/test-app';

/**
 * Throws generated requests at every write route and every public read route with parameters:
 * well-formed bodies with one field swapped for something hostile, arbitrary JSON, broken
 * multipart bodies, odd query strings, path parameters and idempotency keys. Whatever comes in,
 * the answer is never a 5xx, and a refusal says what is wrong in words. Bounded by count and
 * time so it stays a few seconds per database; a route that got through too few requests in
 * its time fails the test rather than passing unchecked.
 */

/** Requests per route, time per route, and the fewest that still count as checking it. */
const BUDGET = { runs: 60, timeMs: 3_000, minRuns: 10 };
/** Routes that hash a password (scrypt, on purpose slow) get fewer requests and more time. */
const HASHING_BUDGET = { runs: 20, timeMs: 6_000, minRuns: 5 };

/** Values that broke routes before: big integers, NUL bytes, impossible dates, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('a\u0000b', '2024-02-30', 2 ** 31, [2 ** 31], 'javascript:alert(1)'),
  },
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1e308,
    0.1,
    '2024-02-30',
    '2023-13-01',
    '0000-00-00',
    '9999-99-99',
    '24:00',
    '23:60',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%00',
    '',
    ' ',
    null,
    true,
    [],
    {},
    { __proto__: { polluted: true } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => `${s}\u0000`),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  fc.double({ noNaN: true }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.array(fc.constantFrom(2 ** 31, 2 ** 53, 1e20, -1, 0.5), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.integer({ min: 20, max: 400 }).map(nested),
  fc.jsonValue({ maxDepth: 3 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A valid body with one field (possibly inside a nested object) replaced by a hostile value. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths: string[][] = [['extra']];
  for (const [key, inner] of Object.entries(valid)) {
    paths.push([key]);
    if (inner && typeof inner === 'object' && !Array.isArray(inner))
      for (const innerKey of [...Object.keys(inner), 'extra']) paths.push([key, innerKey]);
  }
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, value]) => withValue(valid, path, value)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): unknown {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [key]: value };
  return { ...body, [key]: withValue(body[key] as Record<string, unknown>, rest, value) };
}

const hostileText = fc.oneof(
  fc.constantFrom(
    '2024-02-30',
    '99999999999999999999',
    '2147483648',
    '-1',
    '0',
    '%00',
    '%2e%2e%2f',
    '%ZZ',
    'a%00b',
    '..',
    '@',
    '@@',
    'Ý',
    '😀',
    ' ',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
  fc.base64String({ maxLength: 80 }),
  fc.string({ maxLength: 40 }).map((s) => Buffer.from(s).toString('base64url')),
  // List cursors as the API makes them (base64url JSON), with impossible parts.
  fc
    .tuple(
      fc.constantFrom('2099-01-01', '2024-02-30', '9999-99-99', 'x', '', 5),
      fc.constantFrom('10:00:00', '99:99', '24:00', 'x', null),
      fc.oneof(fc.uuid(), fc.constantFrom('-'.repeat(36), 'x', 7)),
    )
    .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url')),
);

/** Any number, or anything at all, where a path wants an integer id. */
const anyIntegerParam = fc.oneof(fc.integer().map(String), hostileText.map(encodeURIComponent));

const encode = (value: string) => encodeURIComponent(value).replace(/%25/g, () => '%');

/** A query string of known and unknown keys with hostile values, sometimes left un-encoded. */
function queryString(keys: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, 'x'), hostileText, fc.boolean()), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([k, v, raw]) => `${k}=${raw ? encode(v) : encodeURIComponent(v)}`).join('&'),
    );
}

/** Multipart bodies as a broken client (or an attacker) might send them. */
const brokenMultipart: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc
  .record({
    boundary: fc.oneof(fc.constant('XyZ'), fc.string({ minLength: 0, maxLength: 80 })),
    declared: fc.oneof(fc.constant('same'), fc.constant('none'), fc.string({ maxLength: 20 })),
    field: fc.constantFrom('file', 'image', '', 'a"b'),
    data: fc.uint8Array({ maxLength: 200 }),
    cutAt: fc.option(fc.nat(400)),
    closing: fc.boolean(),
    headers: fc.constantFrom(
      'Content-Type: image/png',
      '',
      'Content-Type: text/plain',
      'Content-Length: 99999999999',
    ),
    filename: fc.constantFrom('a.png', '', '../../x.png', 'a\u0000.png', undefined),
  })
  .map((m) => {
    const disposition =
      m.filename === undefined
        ? `Content-Disposition: form-data; name="${m.field}"`
        : `Content-Disposition: form-data; name="${m.field}"; filename="${m.filename}"`;
    let body = Buffer.concat([
      Buffer.from(`--${m.boundary}\r\n${disposition}\r\n${m.headers}\r\n\r\n`),
      Buffer.from(m.data),
      Buffer.from(m.closing ? `\r\n--${m.boundary}--\r\n` : ''),
    ]);
    if (m.cutAt !== null) body = body.subarray(0, m.cutAt);
    const declared = m.declared === 'same' ? m.boundary : m.declared === 'none' ? null : m.declared;
    return {
      contentType:
        declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
      body,
    };
  });

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path; `:id` is replaced by a generated value when `params` is given. */
  url: string;
  body?: Record<string, unknown>;
  multipart?: boolean;
  query?: string[];
  params?: fc.Arbitrary<string>;
  /** The route takes an Idempotency-Key header, which gets generated values too. */
  idempotent?: boolean;
  /** The route hashes a password on each request. */
  hashes?: boolean;
  /** The route reads a Stripe-Signature header, which gets generated values too. */
  stripeSignature?: boolean;
  as?: 'host' | 'admin' | 'throwaway' | 'nobody';
};

/** Idempotency keys a client might send: none, empty, too long, odd characters, real ones. */
const idempotencyKey: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.uuid(),
  fc.constantFrom('', ' ', 'x'.repeat(1000), '../../x', '%00', 'ключ'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
);

/** Stripe-Signature headers: none, empty, garbage, well-formed but wrong, stale. */
const stripeSignature: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', ' ', 't=', 'v1=', 't=1,v1=', 't=abc,v1=zz', 'x'.repeat(5000)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 2 ** 40 }),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }),
    )
    .map(([time, hex]) => `t=${time},v1=${hex}`),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
);

/** Bodies sent to routes that take none: they must be refused or ignored, never crash. */
const strayBody: fc.Arbitrary<unknown> = fc.option(hostileValue, { freq: 2 });

describe.each(databaseTargets)('no generated request gets a 5xx (%s)', (target) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let cookies: Record<'host' | 'admin' | 'throwaway' | 'nobody', string>;
  let eventId: string;
  let bannerId: string;
  let reportId: string;
  /** Rows of the catalogues the admin routes act on. */
  let catalogue: Record<'category' | 'other' | 'group' | 'tag' | 'role' | 'service', number>;
  let ticketTypeId: string;
  /** An account the admin routes act on: suspended, restored, given and denied roles. */
  let targetId: string;
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
    const host = await signUpHost(t, 'Fuzz Host', 'fuzz-host@example.com');
    const admin = await signUp(t, { name: 'Fuzz Admin', email: 'fuzz-admin@example.com' });
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, admin.userId));
    const throwaway = await signUp(t, { name: 'Fuzz Other', email: 'fuzz-other@example.com' });
    cookies = { host: host.cookie, admin: admin.cookie, throwaway: throwaway.cookie, nobody: '' };
    eventId = (await createEventAs(t.app, host.cookie)).id;
    targetId = (await signUp(t, { name: 'Fuzz Target', email: 'fuzz-target@example.com' })).userId;
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
    bannerId = created.json().id;
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: throwaway.cookie },
      payload: { targetType: 'event', targetId: eventId, reason: 'spam' },
    });
    reportId = filed.json().id;
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
    catalogue = {
      category: category.json().id,
      other: other.json().id,
      group: group.json().id,
      tag: tag.json().id,
      role: role.json().id,
      service: service.json().id,
    };
    const tickets = await t.app.inject({ url: `/api/events/${eventId}/tickets` });
    ticketTypeId = tickets.json().ticketTypes[0].id;
  });
  afterAll(async () => {
    // The figure the closing note asks for.
    console.info(
      `[fuzz ${target}] ${tally.requests} generated requests, ${tally.serverErrors} answered 5xx`,
    );
    await t.close();
    await stripe.close();
  });

  const idParam = () =>
    fc.oneof(
      fc.constant(eventId),
      fc.uuid(),
      hostileText.map(encodeURIComponent),
      hostileText.map(encode),
    );

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
  const personParam = () =>
    fc.oneof(fc.constant(targetId), fc.uuid(), hostileText.map(encodeURIComponent));
  const bannerParam = () =>
    fc.oneof(fc.constant(bannerId), fc.uuid(), hostileText.map(encodeURIComponent));
  const reportParam = () =>
    fc.oneof(fc.constant(reportId), fc.uuid(), hostileText.map(encodeURIComponent));
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

  const routes = (): Route[] => [
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      hashes: true,
      body: { name: 'A B', email: 'new@example.com', password: 'a calm river at dawn' },
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      hashes: true,
      body: { email: 'fuzz-host@example.com', password: 'wrong password' },
      as: 'nobody',
    },
    { method: 'POST', url: '/api/auth/sign-out', body: {}, as: 'nobody' },
    {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      body: { email: 'nobody@example.com', callbackURL: '/' },
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'abc', newPassword: 'a calm river at dawn' },
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/auth/change-password',
      hashes: true,
      body: { currentPassword: 'wrong', newPassword: 'a calm river at dusk' },
      as: 'throwaway',
    },
    {
      method: 'PUT',
      url: '/api/account/email-preferences',
      body: { cohostInvitations: true, invitationAnswers: false, newFollowers: true },
      as: 'throwaway',
    },
    // A wrong password throughout: the throwaway account keeps its address and stays.
    {
      method: 'POST',
      url: '/api/account/change-email',
      hashes: true,
      body: { newEmail: 'fuzz-moved@example.com', password: 'wrong password' },
      as: 'throwaway',
    },
    {
      method: 'POST',
      url: '/api/account/delete',
      hashes: true,
      body: { password: 'wrong password', confirmation: 'DELETE' },
      as: 'throwaway',
    },
    { method: 'GET', url: '/api/auth/verify-email', query: ['token', 'callbackURL'], as: 'nobody' },
    {
      method: 'GET',
      url: '/api/auth/reset-password/:id',
      params: hostileText.map(encodeURIComponent),
      query: ['callbackURL'],
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/account/sign-up',
      body: { name: 'A B', email: 'new2@example.com', password: 'a calm river at dawn', space },
      as: 'nobody',
    },
    // The same sign-up as a form carrying the space's image.
    { method: 'POST', url: '/api/account/sign-up', multipart: true, as: 'nobody' },
    {
      method: 'PATCH',
      url: '/api/profile',
      body: { firstName: 'Fuzz', lastName: 'Host', bio: '' },
      as: 'host',
    },
    { method: 'POST', url: '/api/profile/avatar', multipart: true, as: 'host' },
    { method: 'DELETE', url: '/api/profile/avatar', as: 'host' },
    { method: 'POST', url: '/api/onboarding/complete', as: 'throwaway' },
    { method: 'POST', url: '/api/onboarding/skip', as: 'throwaway' },
    { method: 'POST', url: '/api/events', body: eventBody(), idempotent: true, as: 'host' },
    { method: 'PUT', url: '/api/events/:id', params: idParam(), body: eventBody(), as: 'host' },
    { method: 'POST', url: '/api/events/:id/publish', params: idParam(), as: 'host' },
    { method: 'POST', url: '/api/events/:id/unpublish', params: idParam(), as: 'host' },
    {
      method: 'DELETE',
      url: '/api/events/:id',
      params: fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent)),
      as: 'host',
    },
    { method: 'POST', url: '/api/event-images', multipart: true, idempotent: true, as: 'host' },
    { method: 'POST', url: '/api/facilitators/:id/follow', params: idParam(), as: 'throwaway' },
    { method: 'DELETE', url: '/api/facilitators/:id/follow', params: idParam(), as: 'throwaway' },
    { method: 'PUT', url: '/api/facilitator-space', body: space, as: 'host' },
    {
      method: 'POST',
      url: '/api/events/:id/cohosts',
      params: idParam(),
      body: { spaceId: crypto.randomUUID() },
      as: 'host',
    },
    {
      method: 'DELETE',
      url: `/api/events/${eventId}/cohosts/:id`,
      params: fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent)),
      as: 'host',
    },
    { method: 'POST', url: '/api/cohost-invitations/:id/accept', params: idParam(), as: 'host' },
    { method: 'POST', url: '/api/cohost-invitations/:id/decline', params: idParam(), as: 'host' },
    { method: 'POST', url: '/api/notifications/:id/read', params: idParam(), as: 'throwaway' },
    { method: 'POST', url: '/api/notifications/read-all', as: 'throwaway' },
    { method: 'DELETE', url: '/api/notifications/:id', params: idParam(), as: 'throwaway' },
    { method: 'DELETE', url: '/api/notifications', as: 'throwaway' },
    { method: 'POST', url: '/api/facilitator-space/avatar', multipart: true, as: 'host' },
    { method: 'DELETE', url: '/api/facilitator-space/avatar', as: 'host' },
    { method: 'POST', url: '/api/facilitator-space/venue-images', multipart: true, as: 'host' },
    {
      method: 'POST',
      url: '/api/contact',
      body: {
        name: 'A',
        email: 'a@example.com',
        topic: 'General question',
        message: 'Hello there, friends',
      },
      as: 'nobody',
    },
    { method: 'POST', url: '/api/client-errors', body: { message: 'x', path: '/' }, as: 'nobody' },
    {
      method: 'GET',
      url: '/api/events',
      query: ['date', 'categories', 'cursor', 'limit'],
      as: 'nobody',
    },
    { method: 'GET', url: '/api/events/search', query: ['q'], as: 'nobody' },
    { method: 'GET', url: '/api/events/:id', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/events/:id/calendar.ics', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/facilitators/:id', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/handles/:id', params: idParam(), as: 'nobody' },
    {
      method: 'GET',
      url: '/api/admin/people',
      query: ['q', 'show', 'sort', 'dir', 'cursor'],
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/people/:id/roles',
      params: personParam(),
      body: { role: 'host', granted: true },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/people/:id/suspend',
      params: personParam(),
      body: { reason: 'Fuzzing' },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/people/:id/restore',
      params: personParam(),
      body: { reason: 'Fuzzing' },
      as: 'admin',
    },
    {
      method: 'GET',
      url: '/api/admin/audit-log',
      query: ['actor', 'action', 'targetType', 'from', 'to', 'cursor'],
      as: 'admin',
    },
    { method: 'POST', url: '/api/admin/banners', body: banner, as: 'admin' },
    {
      method: 'PUT',
      url: '/api/admin/banners/:id',
      params: bannerParam(),
      body: banner,
      as: 'admin',
    },
    { method: 'POST', url: '/api/admin/banners/:id/activate', params: bannerParam(), as: 'admin' },
    {
      method: 'POST',
      url: '/api/admin/banners/:id/deactivate',
      params: bannerParam(),
      as: 'admin',
    },
    {
      method: 'DELETE',
      url: '/api/admin/banners/:id',
      params: fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent)),
      as: 'admin',
    },
    { method: 'GET', url: '/api/banners/current', query: ['page'], as: 'nobody' },
    {
      method: 'POST',
      url: '/api/admin/event-categories',
      body: { name: 'Fuzzed', color: '#2D4A22' },
      as: 'admin',
    },
    {
      method: 'PUT',
      url: '/api/admin/event-categories/:id',
      params: catalogueParam('category'),
      body: { name: 'Fuzz Category', color: '#42607A' },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/event-categories/:id/move',
      params: catalogueParam('category'),
      body: { direction: 'up' },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/event-categories/:id/merge',
      params: catalogueParam('other'),
      body: { intoId: catalogue.category },
      as: 'admin',
    },
    {
      method: 'DELETE',
      url: '/api/admin/event-categories/:id',
      params: anyIntegerParam,
      as: 'admin',
    },
    { method: 'POST', url: '/api/admin/tag-groups', body: { name: 'Fuzzed group' }, as: 'admin' },
    {
      method: 'PUT',
      url: '/api/admin/tag-groups/:id',
      params: catalogueParam('group'),
      body: { name: 'Fuzz Group' },
      as: 'admin',
    },
    {
      method: 'DELETE',
      url: '/api/admin/tag-groups/:id',
      params: catalogueParam('group'),
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/tags',
      body: { name: 'Fuzzed tag', groupId: catalogue.group },
      as: 'admin',
    },
    {
      method: 'PUT',
      url: '/api/admin/tags/:id',
      params: catalogueParam('tag'),
      body: { name: 'Fuzz Tag', groupId: catalogue.group },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/tags/:id/merge',
      params: anyIntegerParam,
      body: { intoId: catalogue.tag },
      as: 'admin',
    },
    {
      method: 'DELETE',
      url: '/api/admin/tags/:id',
      params: anyIntegerParam,
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/catalogue/roles',
      body: { name: 'Fuzzed role' },
      as: 'admin',
    },
    ...catalogueRowRoutes('/api/admin/catalogue/roles', 'role', { name: 'Fuzz Role' }, 'down'),
    {
      method: 'POST',
      url: '/api/admin/catalogue/roles/:id/services',
      params: catalogueParam('role'),
      body: { name: 'Fuzzed service' },
      as: 'admin',
    },
    ...catalogueRowRoutes(
      '/api/admin/catalogue/services',
      'service',
      { name: 'Fuzz Service' },
      'up',
    ),
    { method: 'POST', url: '/api/admin/storage/create-missing', as: 'admin' },
    {
      method: 'POST',
      url: '/api/reports',
      body: { targetType: 'event', targetId: crypto.randomUUID(), reason: 'other', note: 'Fuzz' },
      as: 'throwaway',
    },
    { method: 'GET', url: '/api/admin/events', query: ['q', 'status', 'cursor'], as: 'admin' },
    {
      method: 'POST',
      url: '/api/admin/events/:id/unpublish',
      params: idParam(),
      body: { reason: 'Fuzzing' },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/events/:id/restore',
      params: idParam(),
      body: { reason: 'Fuzzing' },
      as: 'admin',
    },
    { method: 'GET', url: '/api/admin/reports', query: ['status', 'cursor'], as: 'admin' },
    {
      method: 'POST',
      url: '/api/admin/reports/:id/resolve',
      params: reportParam(),
      body: { note: 'Fuzzing', unpublishEvent: false },
      as: 'admin',
    },
    {
      method: 'POST',
      url: '/api/admin/reports/:id/dismiss',
      params: reportParam(),
      body: { note: 'Fuzzing' },
      as: 'admin',
    },
    { method: 'GET', url: '/api/facilitators/search', query: ['q'], as: 'host' },
    { method: 'GET', url: '/api/notifications', query: ['limit'], as: 'throwaway' },
    { method: 'GET', url: '/api/events/:id/cohosts', params: idParam(), as: 'host' },
    { method: 'GET', url: '/uploads/:id', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/events/:id/tickets', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/events/:id/ticketing', params: idParam(), as: 'host' },
    {
      method: 'PUT',
      url: '/api/events/:id/ticketing',
      params: idParam(),
      body: {
        capacity: 500,
        feeMode: 'guest',
        refundPolicy: 'until_days_before',
        refundDays: 7,
        paymentInstructions: 'Pay at the door',
        ticketTypes: [
          { name: 'Place', pricePence: 1000, quantity: 400 },
          { name: 'Sliding', kind: 'sliding', minPence: 500, pricePence: 1000, maxPence: 2000 },
        ],
      },
      as: 'host',
    },
    {
      method: 'POST',
      url: '/api/events/:id/orders',
      params: idParam(),
      body: {
        lines: [{ ticketTypeId, quantity: 1 }],
        name: 'Fuzz Guest',
        email: 'guest@example.com',
      },
      idempotent: true,
      as: 'nobody',
    },
    { method: 'GET', url: '/api/orders/:id', params: idParam(), query: ['key'], as: 'nobody' },
    {
      method: 'POST',
      url: '/api/orders/:id/cancel',
      params: idParam(),
      body: { key: 'abc' },
      as: 'nobody',
    },
    {
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      body: {
        id: 'evt_fuzz',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_fuzz',
            payment_status: 'paid',
            metadata: { order_id: crypto.randomUUID() },
          },
        },
      },
      stripeSignature: true,
      as: 'nobody',
    },
    {
      method: 'GET',
      url: '/api/host/orders',
      query: ['event', 'status', 'q', 'cursor'],
      as: 'host',
    },
    { method: 'GET', url: '/api/events/:id/attendees', params: idParam(), as: 'host' },
    { method: 'GET', url: '/api/events/:id/attendees.csv', params: idParam(), as: 'host' },
    {
      method: 'POST',
      url: '/api/events/:id/check-in',
      params: idParam(),
      body: { code: 'A'.repeat(22), markPaid: true },
      as: 'host',
    },
    {
      method: 'POST',
      url: '/api/events/:id/check-in/undo',
      params: idParam(),
      body: { ticketId: ticketTypeId },
      as: 'host',
    },
    {
      method: 'POST',
      url: '/api/events/:id/messages',
      params: idParam(),
      body: { subject: 'Parking', message: 'Park by the gate.' },
      as: 'host',
    },
    { method: 'POST', url: '/api/orders/:id/mark-paid', params: idParam(), as: 'host' },
    {
      method: 'POST',
      url: '/api/orders/:id/host-cancel',
      params: idParam(),
      body: { refund: false },
      as: 'host',
    },
    // The ticket page's read: a ticket's code in the path.
    { method: 'GET', url: '/api/tickets/:id', params: idParam(), as: 'nobody' },
    { method: 'GET', url: '/api/events/:id/waitlist', params: idParam(), as: 'throwaway' },
    {
      method: 'POST',
      url: '/api/events/:id/waitlist',
      params: idParam(),
      body: { ticketTypeId, quantity: 1 },
      as: 'throwaway',
    },
    { method: 'DELETE', url: '/api/waitlist/:id', params: idParam(), as: 'throwaway' },
    { method: 'POST', url: '/api/waitlist/:id/claim', params: idParam(), as: 'throwaway' },
    { method: 'POST', url: '/api/events/:id/free-places', params: idParam(), as: 'throwaway' },
    {
      method: 'GET',
      url: '/api/orders/mine',
      query: ['when', 'limit', 'offset'],
      as: 'throwaway',
    },
  ];

  it('answers every generated request below 500, and every refusal in words', async () => {
    for (const route of routes()) {
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
          const cookie = cookies[route.as ?? 'nobody'];
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
            payload: multipart ? multipart.body : body !== null ? JSON.stringify(body) : undefined,
          });
          tally.requests += 1;
          runs[name] = (runs[name] ?? 0) + 1;
          const problem =
            response.statusCode >= 500
              ? 'server error'
              : response.statusCode >= 400 && url.startsWith('/api/') && !explains(response.body)
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
    const hardlyChecked = routes()
      .filter((route) => (runs[routeName(route)] ?? 0) < budget(route).minRuns)
      .map((route) => `${routeName(route)}: ${runs[routeName(route)] ?? 0}`);
    expect(hardlyChecked, 'routes that got too few requests in their time').toEqual([]);
    expect(Object.keys(runs)).toHaveLength(routes().length);
  }, 300_000);
});

const routeName = (route: Route) =>
  `${route.method} ${route.url}${route.multipart ? ' (multipart)' : ''}`;
const budget = (route: Route) => (route.hashes ? HASHING_BUDGET : BUDGET);

/** A refusal the web app can show: JSON with a non-empty message. */
function explains(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { message?: unknown }).message === 'string' &&
      (parsed as { message: string }).message.trim().length > 0
    );
  } catch {
    return false;
  }
}
