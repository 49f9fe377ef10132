/** Spec 02 §5 and §9: the image rules shared by avatars, space images and event covers. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const invalidImageTypeMessage =
  'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.';

/** Spec 02 §5: the file has an image's type but the browser cannot show it. */
export const imagePreviewFailedMessage = 'Failed to create image preview';

export function imageTooLargeMessage(bytes: number): string {
  return `Image too large (${(bytes / (1024 * 1024)).toFixed(2)}MB). Maximum size is 5MB.`;
}

export function isAllowedImageType(mime: string): mime is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(mime);
}

/** The check the browser makes before uploading; the server checks the bytes again. */
export function checkImageFile(file: { size: number; type: string }): string | null {
  if (!isAllowedImageType(file.type)) return invalidImageTypeMessage;
  if (file.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(file.size);
  return null;
}

/** The box each kind of image is kept within (re-encoded to fit inside, never enlarged). */
export const IMAGE_BOXES = {
  profileAvatar: { width: 512, height: 512 },
  spaceAvatar: { width: 800, height: 800 },
  venueImage: { width: 1600, height: 1200 },
} as const;

/** Event covers are kept at most 4:3 at each of their widths. */
export const coverBox = (width: CoverWidth) => ({ width, height: Math.round(width * 0.75) });

/**
 * An event cover is stored in these widths, for srcset, as `{stem}-{width}.webp`: the event shows
 * the middle one (its imageUrl) and keeps the widest as its original (originalImageUrl).
 */
export const COVER_WIDTHS = [600, 1200, 2400] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
export const COVER_SHOWN_WIDTH: CoverWidth = 1200;
export const COVER_ORIGINAL_WIDTH: CoverWidth = 2400;

/** The `-{width}.webp` ending of a stored cover's name, any width; the stem is what comes before. */
export const COVER_WIDTH_SUFFIX = `-(?:${COVER_WIDTHS.join('|')})\\.webp`;

export const coverFile = (stem: string, width: CoverWidth) => `${stem}-${width}.webp`;

/** The stem a stored cover's files share, or null for any other URL. */
export function coverStem(url: string): string | null {
  return new RegExp(`^(.*)${COVER_WIDTH_SUFFIX}$`).exec(url)?.[1] ?? null;
}

/** The srcset of a cover the event shows (its imageUrl); undefined for any other image. */
export function coverSrcSet(imageUrl: string): string | undefined {
  const suffix = `-${COVER_SHOWN_WIDTH}.webp`;
  if (!imageUrl.endsWith(suffix)) return undefined;
  const stem = imageUrl.slice(0, -suffix.length);
  return COVER_WIDTHS.map((width) => `${coverFile(stem, width)} ${width}w`).join(', ');
}
