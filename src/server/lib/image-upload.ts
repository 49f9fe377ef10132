import type { FastifyRequest } from 'fastify';
import { imageTooLargeMessage, MAX_IMAGE_BYTES } from '../../shared/image-rules';
import { AppError } from './app-error';

const malformedUpload = () =>
  new AppError(
    'BAD_REQUEST',
    'The upload could not be read. Please choose the image again and send it as multipart/form-data.',
  );

/** Reads the one image file of a multipart request, refusing it over 5 MB with the spec message. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  } catch (error) {
    // A missing or broken boundary, a cut-off body, a malformed part header: the client's fault.
    throw asClientError(error);
  }
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
    throw asClientError(error);
  }
}

/**
 * Errors @fastify/multipart and busboy raise while parsing come from the bytes the client sent.
 * Those that carry a 4xx status keep it; the rest (busboy's plain Errors) become a 400.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  if (error instanceof Error) return malformedUpload();
  return error;
}
