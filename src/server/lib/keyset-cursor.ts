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
