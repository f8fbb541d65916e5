import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './app-error';
import type { Storage } from './storage';

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

/** The widths every catalog and shop image is kept in (WebP): list thumbnail, page, zoom. */
export const IMAGE_WIDTHS = { small: 320, medium: 800, large: 1600 } as const;

/**
 * Decodes an upload once and stores it as WebP in every width under `folder/<uuid>-<width>.webp`,
 * answering that key prefix. Not an image → 415, and nothing is left behind.
 */
export async function storeImageWidths(storage: Storage, folder: string, bytes: Buffer): Promise<string> {
  let image: Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    await image.metadata();
  } catch {
    throw new AppError('unsupported_image');
  }
  const keyPrefix = `${folder}/${randomUUID()}`;
  try {
    for (const width of Object.values(IMAGE_WIDTHS)) {
      const encoded = await image
        .clone()
        .resize(width, width, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(`${keyPrefix}-${width}.webp`, encoded);
    }
  } catch {
    await removeImageWidths(storage, keyPrefix);
    throw new AppError('unsupported_image');
  }
  return keyPrefix;
}

export async function removeImageWidths(storage: Storage, keyPrefix: string): Promise<void> {
  await Promise.all(Object.values(IMAGE_WIDTHS).map((width) => storage.remove(`${keyPrefix}-${width}.webp`)));
}

/** The public URLs of an image stored by storeImageWidths, as the API answers them. */
export function imageUrls(storage: Storage, image: { id: string; keyPrefix: string }) {
  return {
    id: image.id,
    small: storage.urlOf(`${image.keyPrefix}-${IMAGE_WIDTHS.small}.webp`),
    medium: storage.urlOf(`${image.keyPrefix}-${IMAGE_WIDTHS.medium}.webp`),
    large: storage.urlOf(`${image.keyPrefix}-${IMAGE_WIDTHS.large}.webp`),
  };
}
