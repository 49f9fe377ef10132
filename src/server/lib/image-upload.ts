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
    throw asClientError(request, error);
  }
  if (!file) throw new AppError('BAD_REQUEST', 'Please choose an image to upload.');
  try {
    return await file.toBuffer();
  } catch (error) {
    throw asClientError(request, error);
  }
}

/** As much text as one field of a form may hold: the limit of a JSON body. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Reads a multipart form of text fields, each given once, and at most one image file under
 * `fileField`, with readImageUpload's limits and messages. The file's bytes are not checked
 * here: that is reencodeImage's work.
 */
export async function readFormWithImage(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  let otherFile: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read to the end whatever its name, so the request is consumed before we answer.
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) image = bytes;
        else otherFile = part.fieldname;
        continue;
      }
      if (part.valueTruncated)
        throw new AppError('PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is too long.`);
      if (Object.hasOwn(fields, part.fieldname))
        throw new AppError('BAD_REQUEST', `The field "${part.fieldname}" was sent more than once.`);
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw asClientError(request, error);
  }
  if (otherFile !== null)
    throw new AppError('BAD_REQUEST', `Send the image as the "${fileField}" field.`);
  return { fields, image };
}

/**
 * Errors @fastify/multipart and busboy raise while parsing come from the bytes the client sent.
 * A file over 5 MB gets the spec's message; others that carry a 4xx status keep it; the rest
 * (busboy's plain Errors) become a 400.
 */
function asClientError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    const declared = Number(request.headers['content-length']) || 0;
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      imageTooLargeMessage(Math.max(declared, MAX_IMAGE_BYTES + 1)),
    );
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  if (error instanceof Error) return malformedUpload();
  return error;
}
