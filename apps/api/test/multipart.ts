import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

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

/**
 * The same body sent as a browser sends it: the part's head on its own, then the file in 64 KiB
 * chunks, each on a later turn of the event loop, so that the server reads one before the next
 * arrives (app.inject otherwise hands the server the whole body at once).
 */
export function inBrowserChunks(body: { payload: Buffer; headers: Record<string, string> }) {
  const headEnd = body.payload.indexOf('\r\n\r\n') + 4;
  async function* chunks() {
    yield body.payload.subarray(0, headEnd);
    for (let start = headEnd; start < body.payload.length; start += 64 * 1024) {
      await new Promise((resolve) => setImmediate(resolve));
      yield body.payload.subarray(start, Math.min(start + 64 * 1024, body.payload.length));
    }
  }
  return { payload: Readable.from(chunks()), headers: body.headers };
}
