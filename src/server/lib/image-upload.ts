import type { FastifyRequest } from 'fastify';
import { imageTooLargeMessage, MAX_IMAGE_BYTES } from '../../shared/image-rules';
import { AppError } from './app-error';

/** Reads the one image file of a multipart request, refusing it over 5 MB with the spec message. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (!file) throw new AppError('BAD_REQUEST', 'Please choose an image to upload.');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const declared = Number(request.headers['content-length'] ?? 0);
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        imageTooLargeMessage(Math.max(declared, MAX_IMAGE_BYTES + 1)),
      );
    }
    throw error;
  }
}
