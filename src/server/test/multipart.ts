import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type FilePart = { name: string; type: string; data: Buffer };

/** Builds a multipart/form-data body by hand, as a browser's FormData would send it. */
export function multipartBody(field: string, file: FilePart) {
  return multipartForm({}, { field, ...file });
}

/** A form of text fields and, when given, one file (its part last, as FormData puts it). */
export function multipartForm(fields: Record<string, string>, file?: FilePart & { field: string }) {
  const boundary = `----kindred${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG of one colour: an image every upload route takes. */
export function plainPng(width: number, height: number, background = '#2D4A22') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PNG of one colour as a file picker hands it over. */
export async function pngFile(
  name: string,
  size: { width: number; height: number },
  background?: string,
): Promise<FilePart> {
  return { name, type: 'image/png', data: await plainPng(size.width, size.height, background) };
}

/**
 * Posts this file as the form's `file` field, as a browser would, as the person whose session
 * `cookie` holds (or as nobody), with any other headers given.
 */
export function uploadFile(
  app: FastifyInstance,
  url: string,
  file: FilePart,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const upload = multipartBody('file', file);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers, ...upload.headers },
    payload: upload.payload,
  });
}
