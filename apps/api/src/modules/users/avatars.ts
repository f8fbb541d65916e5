import { randomUUID } from 'node:crypto';
import { MAX_AVATAR_BYTES } from '@glowmarket/shared/constants';
import { bytesOfDataUrl, reencodeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** Re-encodes an avatar sent as a data URL and stores it; answers its storage key. */
export async function storeAvatar(storage: Storage, dataUrl: string): Promise<string> {
  const image = await reencodeImage(bytesOfDataUrl(dataUrl), {
    maxBytes: MAX_AVATAR_BYTES,
    tooLarge: 'file_too_large_2mb',
    size: 256,
    square: true,
  });
  const key = `avatars/${randomUUID()}.webp`;
  await storage.put(key, image);
  return key;
}

export async function removeAvatar(storage: Storage, key: string | null): Promise<void> {
  if (key) await storage.remove(key);
}
