import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData upload sends it. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
  headers: Record<string, string> = {},
) {
  const boundary = `----glowmarket${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
