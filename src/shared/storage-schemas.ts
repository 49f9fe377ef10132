import { z } from 'zod';

/**
 * The three image areas of the super admin's storage panel (issue 12; spec 01 §3 names two of
 * them as buckets, normalised the spec's way: lower case, underscores).
 */
export const STORAGE_AREAS = ['event_images', 'profile_images', 'facilitator_images'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export const STORAGE_AREA_LABELS: Record<StorageArea, string> = {
  event_images: 'Event images',
  profile_images: 'Profile images',
  facilitator_images: 'Facilitator images',
};

/** Spec 01 §4: available, missing, or unknown when the check itself failed. */
export const storageAreaStateSchema = z.enum(['available', 'missing', 'unknown']);
export type StorageAreaState = z.infer<typeof storageAreaStateSchema>;

export const storageAreaStatusSchema = z.object({
  area: z.enum(STORAGE_AREAS),
  /** Where it lives: a folder of DATA_DIR, or an S3 bucket's name. */
  location: z.string(),
  state: storageAreaStateSchema,
});
export type StorageAreaStatus = z.infer<typeof storageAreaStatusSchema>;

export const storageStatusSchema = z.object({
  backend: z.enum(['disk', 's3']),
  areas: z.array(storageAreaStatusSchema),
});
export type StorageStatus = z.infer<typeof storageStatusSchema>;

/** The answer to "Create missing": the spec's sentence and the areas as they now are. */
export const createMissingAreasSchema = storageStatusSchema.extend({ message: z.string() });
export type CreateMissingAreas = z.infer<typeof createMissingAreasSchema>;

/** Spec 01 §8, word for word. */
export const STORAGE_MESSAGES = {
  notSignedIn: 'You must be logged in to create storage buckets',
  notAdmin: 'Only administrators can create storage buckets',
  created: 'Successfully created required storage buckets',
  createFailed: 'Failed to create one or more buckets',
  unexpected: 'An unexpected error occurred creating buckets',
  checkFailed: 'Failed to verify storage system',
} as const;

export const areaNotAvailableMessage = (bucket: string) =>
  `Storage bucket '${bucket}' is not available.`;

/** What the panel says under an area that is not available; nothing when it is. */
export function areaStateMessage({ state, location }: StorageAreaStatus): string | null {
  if (state === 'missing') return areaNotAvailableMessage(location);
  if (state === 'unknown') return STORAGE_MESSAGES.checkFailed;
  return null;
}
