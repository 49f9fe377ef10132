import { isUuid } from '../../shared/ids';
import { isRealDate } from '../../shared/input-rules';
import { AppError } from './app-error';

/**
 * The cursors of Kindred's lists: where the next page starts, as the values of the last row in
 * the list's order (its sort value, its id…). Opaque to clients: JSON in base64url.
 */
export function encodeCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor that no page of this list could have given: changed by hand, or of another list. */
export const expiredCursor = (what = 'results') =>
  new AppError('BAD_REQUEST', `That page of ${what} has expired. Please reload.`);

/**
 * The `length` values a cursor holds, undefined without one. Anything else is refused as
 * `expired()`: every value goes into a query, so each list checks their types after this.
 */
export function cursorParts(
  cursor: string | undefined,
  length: number,
  expired: () => Error = () => expiredCursor(),
): unknown[] | undefined {
  if (!cursor) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw expired();
  }
  if (!Array.isArray(parts) || parts.length !== length) throw expired();
  return parts;
}

/**
 * The cursor of a list newest first, `[created_at::text, id]` of its last row; undefined without
 * one. Anything else is refused as `expired()`.
 */
export function newestFirstCursor(
  cursor: string | undefined,
  expired: () => Error = () => expiredCursor(),
): { createdAt: string; id: string } | undefined {
  const parts = cursorParts(cursor, 2, expired);
  if (!parts) return undefined;
  const [createdAt, id] = parts;
  if (!isInstant(createdAt) || typeof id !== 'string' || !isUuid(id)) throw expired();
  return { createdAt, id };
}

/**
 * A page of a list from `rows`, read with a limit of one more than `size`: its first `size` rows,
 * and the cursor of the last of them (`cursorOf`) when more follow; null on the last page.
 */
export function keysetPage<Row>(
  rows: Row[],
  size: number,
  cursorOf: (last: Row) => string,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > size && last ? cursorOf(last) : null };
}

// A timestamptz as PostgreSQL writes it as text (ISO style): 2026-05-01 10:00:00.123456+01.
const INSTANT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * A cursor's timestamp as the list wrote it (`created_at::text`), so that it reads back as a
 * timestamptz without a database error.
 */
export const isInstant = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  return match !== null && isRealDate(match[1]!);
};
