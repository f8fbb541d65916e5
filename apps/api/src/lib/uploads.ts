import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface UploadRule {
  maxBytes: number;
  tooLarge: 'file_too_large_2mb' | 'file_too_large_4mb';
}

/**
 * Whether the body stopped before its closing boundary. busboy says so with plain Errors that
 * carry no code ("Unexpected end of multipart data", "Part terminated early…"), so the message is
 * all there is to tell them by; a client hanging up gets the plugin's own code.
 */
function isCutOff(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE') return true;
  return typeof message === 'string' && /unexpected end of (multipart data|form)|terminated early/i.test(message);
}

/**
 * The one file of a multipart upload, read into memory with the route's size limit. Over the
 * limit → 413 with the limit's own message; a body cut off before its end → 400
 * upload_incomplete; no file → 400.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  } catch (error) {
    throw new AppError(isCutOff(error) ? 'upload_incomplete' : 'file_missing');
  }
  if (!file) throw new AppError('file_missing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    // A file already past the limit is refused for that, whatever else broke afterwards: sending
    // it again would not help.
    if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(rule.tooLarge);
    }
    if (isCutOff(error)) throw new AppError('upload_incomplete');
    throw error;
  }
  // toBuffer() throws only when a chunk arrives after busboy cut the file. When the limit falls
  // exactly on a chunk's end (a browser sends 64 KiB chunks; 4 MiB is 64 of them) the rest is
  // dropped without one, and toBuffer() answers the first 4 MiB as if they were the whole file,
  // which sharp then refuses as a broken image (415). The truncated flag is set either way.
  if (file.file.truncated) throw new AppError(rule.tooLarge);
  return bytes;
}
