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
