import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { deleteExpiredIdempotencyKeys } from '../../lib/idempotency';
import { plainPng, uploadFile } from '../../test/multipart';
import { databaseTargets } from '../../test/test-app';
import { eventInput, signUpHost } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';

// Issue 9 item 26: a retry after a lost answer must not make the event twice. Create requests
// take an Idempotency-Key (IETF httpapi draft); the first answer is kept per person and key.
describe.each(databaseTargets)('events: creating with an Idempotency-Key (%s)', (target) => {
  const t = useTestApp(target);
  let host: { cookie: string; userId: string };
  beforeAll(async () => {
    host = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
  });

  const create = (title: string, key?: string, cookie = host.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { event: eventInput({ title }), publish: true },
    });
  const countTitled = async (title: string) =>
    (await t.db.select({ id: events.id }).from(events).where(eq(events.title, title))).length;

  it('answers a retry with the first answer and makes the event once', async () => {
    const first = await create('Retry Cacao', '"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await create('Retry Cacao', '"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countTitled('Retry Cacao')).toBe(1);
  });

  it('takes the key unquoted too, and tells the same content apart from key order or spacing', async () => {
    const first = await create('Bare Key Dance', 'bare-key-1');
    const body = JSON.stringify({ publish: true, event: eventInput({ title: 'Bare Key Dance' }) });
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: {
        cookie: host.cookie,
        'idempotency-key': '"bare-key-1"',
        'content-type': 'application/json',
      },
      payload: `  ${body}  `,
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().id).toBe(first.json().id);
    expect(await countTitled('Bare Key Dance')).toBe(1);
  });

  it('refuses the same key with different content (422) and changes nothing', async () => {
    expect((await create('Sound Bath One', '"key-reused"')).statusCode).toBe(201);
    const other = await create('Sound Bath Two', '"key-reused"');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for new content.',
    });
    expect(await countTitled('Sound Bath Two')).toBe(0);
  });

  it('keeps keys apart per person', async () => {
    const other = await signUpHost(t, 'Theo Okafor', 'theo@example.com');
    const mine = await create('Shared Key Kirtan', '"same-key"');
    const theirs = await create('Shared Key Kirtan', '"same-key"', other.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await countTitled('Shared Key Kirtan')).toBe(2);
  });

  it('makes a new event for each request without a key, as before', async () => {
    await create('Keyless Circle');
    await create('Keyless Circle');
    expect(await countTitled('Keyless Circle')).toBe(2);
  });

  it('refuses a malformed key with a clear message', async () => {
    for (const key of ['""', `"${'k'.repeat(256)}"`, '"a", "b"', '"unterminated', 'has space']) {
      const response = await create('Malformed Key Yoga', key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message, key).toBe(
        'The Idempotency-Key header must be one quoted string of 1 to 255 visible characters.',
      );
    }
    expect(await countTitled('Malformed Key Yoga')).toBe(0);
  });

  it('does not keep a failed request, so its retry is carried out', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: host.cookie, 'idempotency-key': '"after-failure"' },
      payload: {
        event: eventInput({ title: 'Failed First', categoryIds: [999_999] }),
        publish: true,
      },
    });
    expect(refused.statusCode).toBe(400);
    const retried = await create('Failed First', '"after-failure"');
    expect(retried.statusCode).toBe(201);
    expect(await countTitled('Failed First')).toBe(1);
  });

  it('makes exactly one event from simultaneous requests with the same key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create('Simultaneous Gong', '"at-once"')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await countTitled('Simultaneous Gong')).toBe(1);
  });

  it('forgets keys after a day', async () => {
    expect((await create('Yesterday Breath', '"daily-key"')).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'daily-key'));
    // An expired key is free again, even before the sweep, and may carry new content.
    const today = await create('Today Breath', '"daily-key"');
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'daily-key'));
    await deleteExpiredIdempotencyKeys(t.db);
    const left = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'daily-key'));
    expect(left).toEqual([]);
  });

  it('stores a cover image once when its upload is retried with the same key', async () => {
    const png = await plainPng(640, 480, '#2D4A22');
    const upload = (key: string, data = png) =>
      uploadFile(
        t.app,
        '/api/event-images',
        { name: 'cover.png', type: 'image/png', data },
        host.cookie,
        { 'idempotency-key': key },
      );
    const first = await upload('"cover-1"');
    expect(first.statusCode).toBe(201);
    const retry = await upload('"cover-1"');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const stored = () => t.storage.listUrls(`events/${host.userId}/`);
    expect(await stored()).toHaveLength(3);

    const other = await sharp(png).negate().png().toBuffer();
    expect((await upload('"cover-1"', other)).statusCode).toBe(422);
    expect(await stored()).toHaveLength(3);
  });
});
