import { z } from 'zod';

/**
 * Rules every text, number and date from outside must meet before it reaches the database,
 * so that bad input is a 400 with a message rather than a database error.
 */

/** PostgreSQL `integer` columns (catalogue ids, counts) hold at most this. */
export const INT4_MAX = 2_147_483_647;

export const nulCharacterMessage = 'Text cannot contain the NUL character.';

/** PostgreSQL text cannot store U+0000, so no text field may carry one. */
export const text = () =>
  z.string().refine((value) => !value.includes('\u0000'), nulCharacterMessage);

/** A whole number that fits an `integer` column. */
export const int4 = () => z.number().int().max(INT4_MAX, `Must be at most ${INT4_MAX}`);

/** A positive id of an `integer` (serial) column. */
export const int4Id = () => int4().positive();

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd date that exists on the calendar (no 2024-02-30), years 1900–2999. */
export function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 00:00 to 23:59, as the forms send it. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export { isWebLink } from './web-links';
