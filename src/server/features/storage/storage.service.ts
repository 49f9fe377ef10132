import {
  STORAGE_AREAS,
  STORAGE_MESSAGES,
  type CreateMissingAreas,
  type StorageArea,
  type StorageAreaStatus,
  type StorageStatus,
} from '../../../shared/storage-schemas';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';

export type StorageCheckOptions = {
  /** How long one area's check may take before it counts as unknown. */
  timeoutMs?: number;
  /** Told why a check or a creation failed (the answer only says that it did). */
  warn?: (err: unknown, message: string) => void;
};

const CHECK_TIMEOUT_MS = 5_000;

/** Spec 01 §4: each area is available, missing, or unknown when the check itself failed. */
export async function storageStatus(
  storage: FileStorage,
  options: StorageCheckOptions = {},
): Promise<StorageStatus> {
  const areas = await Promise.all(STORAGE_AREAS.map((area) => checkArea(storage, area, options)));
  return { backend: storage.kind, areas };
}

async function checkArea(
  storage: FileStorage,
  area: StorageArea,
  { timeoutMs = CHECK_TIMEOUT_MS, warn }: StorageCheckOptions,
): Promise<StorageAreaStatus> {
  const location = storage.areaLocation(area);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // The signal cancels the request; the race answers on time even if a request ignores it.
    const state = await Promise.race([storage.areaPresence(area, signal), whenAborted(signal)]);
    return { area, location, state };
  } catch (err) {
    warn?.(err, `could not check the storage area ${location}`);
    return { area, location, state: 'unknown' };
  }
}

const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  );

/**
 * Spec 01 §5, §8: makes the areas found missing. An area that could not be checked is assumed
 * to exist (spec 01 §4) and is left alone, but the answer does not claim success while one is.
 */
export async function createMissingAreas(
  storage: FileStorage,
  options: StorageCheckOptions = {},
): Promise<CreateMissingAreas> {
  const before = await storageStatus(storage, options);
  let failed = false;
  for (const { area, location, state } of before.areas) {
    if (state !== 'missing') continue;
    try {
      await storage.createArea(area);
    } catch (err) {
      options.warn?.(err, `could not create the storage area ${location}`);
      failed = true;
    }
  }
  const after = await storageStatus(storage, options);
  if (failed || after.areas.some((a) => a.state === 'missing'))
    throw new AppError('SERVICE_UNAVAILABLE', STORAGE_MESSAGES.createFailed);
  if (after.areas.some((a) => a.state === 'unknown'))
    throw new AppError('SERVICE_UNAVAILABLE', STORAGE_MESSAGES.checkFailed);
  return { ...after, message: STORAGE_MESSAGES.created };
}
