import { randomBytes } from 'node:crypto';
import type { CoverUpload, ParsedEventInput } from '../../../shared/events/event-schemas';
import {
  COVER_ORIGINAL_WIDTH,
  COVER_SHOWN_WIDTH,
  COVER_WIDTH_SUFFIX,
  COVER_WIDTHS,
  coverBox,
  coverFile,
  coverStem,
} from '../../../shared/image-rules';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { answerOnce, storedAnswer, type Answer, type Claim } from '../../lib/idempotency';
import { reencodeImage } from '../../lib/images';
import { coverUrlsInUse, isAnyImageUsedByAnEvent } from './events.repository';

/** Each host's covers live in a folder of their own. */
export const hostImageFolder = (userId: string) => `events/${userId}/`;

/**
 * A cover must be one the editor uploaded and that is still stored, or one the event already
 * has: pointing an event at another host's file would let deleting the event delete their image,
 * and an upload left unsaved for a week has been swept away (`sweepUnattachedCovers`).
 */
export async function checkCover(
  input: Pick<ParsedEventInput, 'imageUrl' | 'originalImageUrl'>,
  editorId: string,
  current: { imageUrl: string | null; originalImageUrl: string | null } | null,
  storage: FileStorage,
) {
  const own = `/uploads/${hostImageFolder(editorId)}`;
  for (const url of [input.imageUrl, input.originalImageUrl]) {
    if (!url) continue;
    if (current && (url === current.imageUrl || url === current.originalImageUrl)) continue;
    if (url.startsWith(own) && (await storage.existsByUrl(url))) continue;
    throw new AppError('VALIDATION_FAILED', 'Please upload the image again', {
      fieldErrors: { 'event.imageUrl': ['Please upload the image again'] },
    });
  }
}

/**
 * Stores an uploaded cover in each of COVER_WIDTHS, re-encoded as WebP, and returns their URLs
 * by width. The names share a stem so the page can find them.
 */
async function storeCoverUpload(
  storage: FileStorage,
  hostId: string,
  upload: Buffer,
): Promise<Map<number, string>> {
  const stem = `${hostImageFolder(hostId)}${Date.now()}-${randomBytes(6).toString('hex')}`;
  const urls = new Map<number, string>();
  for (const width of COVER_WIDTHS) {
    const image = await reencodeImage(upload, { ...coverBox(width), fit: 'inside' });
    urls.set(width, await storage.put(coverFile(stem, width), image));
  }
  return urls;
}

/**
 * POST /api/event-images: stores a host's uploaded cover in every width and answers the URLs the
 * event form keeps. A retry with the same Idempotency-Key and file gets the first answer, and
 * the files are stored once.
 */
export async function uploadCover(
  db: Database,
  storage: FileStorage,
  hostId: string,
  upload: Buffer,
  claim: Claim | null,
): Promise<Answer & { replayed: boolean }> {
  const stored = claim && (await storedAnswer(db, claim));
  if (stored) return { ...stored, replayed: true };
  // Re-encoding takes a while, so it happens before the key's short transaction, not in it.
  const urls = await storeCoverUpload(storage, hostId, upload);
  const body: CoverUpload = {
    imageUrl: urls.get(COVER_SHOWN_WIDTH)!,
    originalImageUrl: urls.get(COVER_ORIGINAL_WIDTH)!,
  };
  const answer = await answerOnce(db, claim, async () => ({ status: 201, body }));
  // A simultaneous duplicate stored the same file first: its files are the answer.
  if (answer.replayed) for (const url of urls.values()) await storage.removeByUrl(url);
  return answer;
}

/** Every stored width of the upload behind one of its URLs. */
function storedWidths(url: string): string[] {
  const stem = coverStem(url);
  return stem ? COVER_WIDTHS.map((width) => coverFile(stem, width)) : [url];
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
      if (await isAnyImageUsedByAnEvent(db, [url])) continue;
      for (const file of storedWidths(url)) await storage.removeByUrl(file);
    } catch (err) {
      warn(err);
    }
  }
}

/**
 * Deletes the covers a host uploaded (their account is gone) that no event shows any more.
 * A cover a co-host uploaded for someone else's event stays with that event. Answers how many
 * files went.
 */
export async function removeHostCovers(
  db: Database,
  storage: FileStorage,
  hostId: string,
): Promise<number> {
  const uploads = new Map<string, string[]>();
  for (const url of await storage.listUrls(hostImageFolder(hostId))) {
    const stem = coverStem(url) ?? url;
    uploads.set(stem, [...(uploads.get(stem) ?? []), url]);
  }
  let removed = 0;
  for (const files of uploads.values()) {
    if (await isAnyImageUsedByAnEvent(db, files)) continue;
    for (const file of files) await storage.removeByUrl(file);
    removed += files.length;
  }
  return removed;
}

/** How long an uploaded cover may wait to be saved on an event before it is swept away. */
export const UNATTACHED_COVER_DAYS = 7;

// /uploads/events/{hostId}/{upload time in ms}-{random}-{width}.webp, as the upload route names
// them; the part before the width is the upload's stem, shared by its three files.
const COVER_FILE = new RegExp(`^(/uploads/events/[^/]+/(\\d+)-[0-9a-f]+)${COVER_WIDTH_SUFFIX}$`);

/**
 * Deletes covers that were uploaded more than UNATTACHED_COVER_DAYS ago and that no event (draft
 * or published) shows: a host who uploads and never saves leaves them behind. Returns how many
 * files went. Each upload is asked about again just before its files go, so a cover saved while
 * the sweep runs is kept.
 */
export async function sweepUnattachedCovers(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - UNATTACHED_COVER_DAYS * 24 * 60 * 60 * 1000;
  const oldUploads = new Map<string, string[]>();
  for (const url of await storage.listUrls('events/')) {
    const match = COVER_FILE.exec(url);
    if (!match || !(Number(match[2]) < cutoff)) continue; // not a named cover, or recent
    oldUploads.set(match[1]!, [...(oldUploads.get(match[1]!) ?? []), url]);
  }
  if (oldUploads.size === 0) return 0;
  const used = new Set(await coverUrlsInUse(db));
  let removed = 0;
  for (const files of oldUploads.values()) {
    if (files.some((file) => used.has(file))) continue;
    if (await isAnyImageUsedByAnEvent(db, files)) continue;
    for (const file of files) await storage.removeByUrl(file);
    removed += files.length;
  }
  return removed;
}
