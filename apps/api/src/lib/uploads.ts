import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface UploadRule {
  maxBytes: number;
  tooLarge: 'file_too_large_2mb' | 'file_too_large_4mb';
}

/**
 * The one file of a multipart upload, read into memory with the route's size limit. Over the
 * limit → 413 with the limit's own message; no file → 400.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  } catch {
    throw new AppError('file_missing');
  }
  if (!file) throw new AppError('file_missing');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(rule.tooLarge);
    throw error;
  }
}
