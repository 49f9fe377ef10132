import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Database } from '../db/client';
import { AppError } from './app-error';
import {
  deleteKeysOlderThan,
  findLiveKey,
  reserveKey,
  saveKeyAnswer,
} from './idempotency-keys.repository';

/**
 * Create requests may carry an Idempotency-Key (IETF httpapi draft "The Idempotency-Key HTTP
 * Header Field"): a retry with the same key and the same content gets the first answer again,
 * and the thing is made once; the same key with other content is refused (422). Keys are the
 * client's, per person, and kept for a day.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type Answer = { status: number; body: unknown };
/** Who sent which key with what. */
export type Claim = { userId: string; key: string; fingerprint: string };

// The draft's syntax is a structured-field string ("…"); a bare token, as many clients send, is
// taken too. Either way 1 to 255 visible ASCII characters.
const QUOTED = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
const BARE = /^[\x21\x23-\x2b\x2d-\x7e]+$/;

function parseKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? null : header.trim();
  const quoted = value === null ? null : QUOTED.exec(value);
  const key = quoted
    ? quoted[1]!.replace(/\\(["\\])/g, '$1')
    : value && BARE.test(value)
      ? value
      : null;
  if (!key || key.length > 255)
    throw new AppError(
      'BAD_REQUEST',
      'The Idempotency-Key header must be one quoted string of 1 to 255 visible characters.',
    );
  return key;
}

/** The request's Idempotency-Key as sent (null when none); a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  return parseKey(request.headers['idempotency-key']);
}

/**
 * The request's claim on its Idempotency-Key, or null when it sent none. `content` is what makes
 * two requests the same: the validated body (so key order and spacing do not count), or a hash
 * of an uploaded file.
 */
export function idempotencyClaim(
  request: FastifyRequest,
  userId: string,
  content: unknown,
): Claim | null {
  const key = parseKey(request.headers['idempotency-key']);
  if (key === null) return null;
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(content)}`)
    .digest('base64url');
  return { userId, key, fingerprint };
}

/** What makes two uploads the same, for a claim: a hash of the file's bytes. */
export function fileFingerprint(file: Buffer): string {
  return createHash('sha256').update(file).digest('base64url');
}

/** The first answer to this claim's key, or null; refuses a key reused for other content. */
export async function storedAnswer(db: Database, claim: Claim): Promise<Answer | null> {
  const row = await findLiveKey(db, claim, IDEMPOTENCY_KEY_HOURS);
  if (!row) return null;
  if (row.fingerprint !== claim.fingerprint)
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Use a new key for new content.',
    );
  return { status: row.status, body: row.body };
}

/**
 * Runs `work` once per claim and answers with what it answered the first time (`replayed`
 * says which). The key is reserved and the answer kept in the transaction `work` writes in, so
 * either both are saved or neither: a request that fails leaves the key free for its retry. A
 * duplicate sent while the first is still running waits for it at the reservation, then gets
 * its answer. Without a claim, `work` simply runs.
 */
export async function answerOnce(
  db: Database,
  claim: Claim | null,
  work: (tx: Database) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (!claim) return { ...(await work(db)), replayed: false };
  const stored = await storedAnswer(db, claim);
  if (stored) return { ...stored, replayed: true };
  return inTransaction(db, async (tx) => {
    if (!(await reserveKey(tx, claim, IDEMPOTENCY_KEY_HOURS))) {
      // Another request with this key finished while this one waited to reserve it.
      const first = await storedAnswer(tx, claim);
      if (!first) throw new AppError('CONFLICT', 'This request is already being processed.');
      return { ...first, replayed: true };
    }
    const answer = await work(tx);
    await saveKeyAnswer(tx, claim, answer);
    return { ...answer, replayed: false };
  });
}

/** Sends an answer, saying whether it is the replay of an earlier one. */
export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/** Forgets keys older than a day (housekeeping). */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await deleteKeysOlderThan(db, IDEMPOTENCY_KEY_HOURS);
}
