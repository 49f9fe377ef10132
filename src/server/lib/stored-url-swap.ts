import { AppError } from './app-error';
import type { FileStorage } from './file-storage';

/**
 * Points a row at a new stored file (or at none) and removes the file it pointed at, safely
 * when several requests do it at once: the row changes only if it still holds the URL we read
 * (compare-and-swap), so each replaced file is removed by exactly the request that replaced it,
 * and a file whose swap never happened is removed by the request that stored it.
 */
export async function swapStoredUrl(
  storage: FileStorage,
  next: string | null,
  row: {
    read: () => Promise<string | null>;
    /** Sets the URL to `next` only where it still is `expected`; true when it did. */
    swap: (expected: string | null, next: string | null) => Promise<boolean>;
  },
): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await row.read();
    if (await row.swap(current, next)) {
      if (current && current !== next) await storage.removeByUrl(current);
      return;
    }
  }
  await storage.removeByUrl(next);
  throw new AppError('CONFLICT', 'The image changed while it was being saved. Please try again.');
}
