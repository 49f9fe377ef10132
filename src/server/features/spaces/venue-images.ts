import path from 'node:path';
import { MAX_VENUE_IMAGES } from '../../../shared/spaces/roles-catalogue';

/** Which venue pictures are this host's own uploads (a space may show only those). */

/** Venue images are our own uploads of this user's, at most 3 (spec 02 §5). */
export function ownVenueImages(list: unknown[], userId: string): string[] {
  return list.filter((u): u is string => isOwnVenueImage(u, userId)).slice(0, MAX_VENUE_IMAGES);
}

/**
 * Whether `url` is one of this person's venue images as `addVenueImage` stores them:
 * /uploads/spaces/{their id}/{space id}/{file}.webp, already in its normal form. A prefix test
 * alone let `/uploads/spaces/{their id}/../{someone else}/…` through (issue 21).
 */
export function isOwnVenueImage(url: unknown, userId: string): boolean {
  if (typeof url !== 'string' || path.posix.normalize(url) !== url) return false;
  const segments = url.split('/');
  return (
    segments.length === 6 &&
    segments[1] === 'uploads' &&
    segments[2] === 'spaces' &&
    segments[3] === userId &&
    /^[\w-]+$/.test(segments[4]!) &&
    /^[\w-]+(\.[\w-]+)*\.webp$/.test(segments[5]!)
  );
}
