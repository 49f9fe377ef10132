import type { ParsedEventInput } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { isImageUsedByAnEvent } from './events.repository';

/** One upload is stored in three widths for srcset; their names share a stem. */
export const IMAGE_WIDTHS = [600, 1200, 2400] as const;

/** Each host's covers live in a folder of their own. */
export const hostImageFolder = (userId: string) => `events/${userId}/`;

/**
 * A cover must be one the editor uploaded, or one the event already has: pointing an event at
 * another host's file would let deleting the event delete their image.
 */
export function checkCoverOwnership(
  input: Pick<ParsedEventInput, 'imageUrl' | 'originalImageUrl'>,
  editorId: string,
  current: { imageUrl: string | null; originalImageUrl: string | null } | null,
) {
  const own = `/uploads/${hostImageFolder(editorId)}`;
  for (const url of [input.imageUrl, input.originalImageUrl]) {
    if (!url || url.startsWith(own)) continue;
    if (current && (url === current.imageUrl || url === current.originalImageUrl)) continue;
    throw new AppError('VALIDATION_FAILED', 'Please upload the image again', {
      fieldErrors: { 'event.imageUrl': ['Please upload the image again'] },
    });
  }
}

/** Every stored width of the upload behind one of its URLs. */
function storedWidths(url: string): string[] {
  const stem = /^(.*)-(?:600|1200|2400)\.webp$/.exec(url)?.[1];
  return stem ? IMAGE_WIDTHS.map((width) => `${stem}-${width}.webp`) : [url];
}

/** Where covers are stored, for removing the ones an edit or a deletion leaves unused. */
export type CoverFiles = { storage: FileStorage; warn: (err: unknown) => void };

/**
 * Deletes the files of an event's former cover if no event uses them any more (after the cover
 * was replaced or the event deleted). A failure only leaves an unused file behind, so it never
 * fails the request.
 */
export async function removeUnusedCovers(
  db: Database,
  { storage, warn }: CoverFiles,
  former: { imageUrl: string | null; originalImageUrl: string | null },
) {
  for (const url of new Set([former.imageUrl, former.originalImageUrl])) {
    if (!url) continue;
    try {
      if (await isImageUsedByAnEvent(db, url)) continue;
      for (const file of storedWidths(url)) await storage.removeByUrl(file);
    } catch (err) {
      warn(err);
    }
  }
}
