type FilePart = { name: string; type: string; data: Buffer };

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
