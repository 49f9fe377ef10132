import fc from 'fast-check';

/**
 * What the API fuzz tests (`src/server/api-fuzz-*.test.ts`, through `describeFuzz` in
 * `fuzz-app.ts`) throw at the routes: well-formed bodies with one field swapped for something
 * hostile, arbitrary JSON, broken multipart bodies, odd query strings, path parameters,
 * idempotency keys and Stripe signatures, and the budget each route gets.
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
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
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

export const hostileText = fc.oneof(
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
export const anyIntegerParam = fc.oneof(
  fc.integer().map(String),
  hostileText.map(encodeURIComponent),
);

export const encode = (value: string) => encodeURIComponent(value).replace(/%25/g, () => '%');

/** A query string of known and unknown keys with hostile values, sometimes left un-encoded. */
export function queryString(keys: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, 'x'), hostileText, fc.boolean()), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([k, v, raw]) => `${k}=${raw ? encode(v) : encodeURIComponent(v)}`).join('&'),
    );
}

/** Multipart bodies as a broken client (or an attacker) might send them. */
export const brokenMultipart: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc
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

export type Route = {
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
export const idempotencyKey: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.uuid(),
  fc.constantFrom('', ' ', 'x'.repeat(1000), '../../x', '%00', 'ключ'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
);

/** Stripe-Signature headers: none, empty, garbage, well-formed but wrong, stale. */
export const stripeSignature: fc.Arbitrary<string | null> = fc.oneof(
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
export const strayBody: fc.Arbitrary<unknown> = fc.option(hostileValue, { freq: 2 });

export const routeName = (route: Route) =>
  `${route.method} ${route.url}${route.multipart ? ' (multipart)' : ''}`;
export const budget = (route: Route) => (route.hashes ? HASHING_BUDGET : BUDGET);

/** A refusal the web app can show: JSON with a non-empty message. */
export function explains(body: string): boolean {
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

/** POST routes, each with the body written against its address, all sent as `as`. */
export function posts(
  as: NonNullable<Route['as']>,
  bodies: Record<string, Record<string, unknown>>,
  options: Pick<Route, 'hashes'> = {},
): Route[] {
  return Object.entries(bodies).map(([url, body]) => ({
    method: 'POST',
    url,
    body,
    as,
    ...options,
  }));
}
