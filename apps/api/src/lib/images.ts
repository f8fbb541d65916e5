import sharp from 'sharp';
import { AppError } from './app-error';

const DATA_URL = /^data:image\/[a-z+]+;base64,(.*)$/s;

/** The bytes of an image sent as a data URL (the shared schema has already checked its form). */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1]) throw new AppError('unsupported_image');
  return Buffer.from(match[1], 'base64');
}

export interface ImageRule {
  maxBytes: number;
  tooLarge: 'file_too_large_2mb' | 'file_too_large_4mb';
  /** The longest side after re-encoding. */
  size: number;
  /** Crop to a square (avatars) instead of fitting inside. */
  square?: boolean;
}

/**
 * Re-encodes an upload as WebP: the size limit first, then sharp decodes it (refusing what is not
 * an image), turns it upright and drops every metadata block (EXIF, GPS) on the way out.
 */
export async function reencodeImage(bytes: Buffer, rule: ImageRule): Promise<Buffer> {
  if (bytes.length > rule.maxBytes) throw new AppError(rule.tooLarge);
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(rule.size, rule.size, { fit: rule.square ? 'cover' : 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_image');
  }
}
