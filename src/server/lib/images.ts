import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalidImageTypeMessage, isAllowedImageType } from '../../shared/image-rules';
import { AppError } from './app-error';

/**
 * Checks an upload by its bytes (never the name or the declared MIME type), then re-encodes
 * it as WebP: metadata such as GPS position is dropped and nothing but pixels survives.
 */
export async function reencodeImage(
  input: Buffer,
  size: { width: number; height: number; fit: 'inside' | 'cover' },
): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !isAllowedImageType(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', invalidImageTypeMessage);
  }
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', invalidImageTypeMessage);
  }
}
