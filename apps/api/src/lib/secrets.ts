import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (operators' API keys): AES-256-GCM under a key that is never in the database.
 * A sealed value is `v1.<base64url of iv | tag | ciphertext>`; it is bound to where it is kept
 * (`context`, e.g. the company and operator), so a value copied into another row does not open.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was sealed under another key or another context, or was changed. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },

    open(sealed, context) {
      const [version, body] = sealed.split('.');
      if (version !== VERSION || !body) throw new Error('not a sealed secret');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRETS_KEY as written in the settings: 64 hex digits or 44 characters of base64. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * The key: SECRETS_KEY when set; otherwise one made once and kept beside the embedded data
 * (`secrets.key`, readable by its owner only), so a single server works out of the box. With
 * PGlite in memory the key lives as long as the process, like the data.
 */
export function loadSecretsKey(options: { configured: Buffer | undefined; dataDir: string }): Buffer {
  if (options.configured) return options.configured;
  if (options.dataDir.startsWith('memory://')) return randomBytes(KEY_BYTES);
  const file = path.resolve(options.dataDir, 'secrets.key');
  try {
    const stored = parseSecretsKey(readFileSync(file, 'utf8').trim());
    if (stored) return stored;
    throw new Error(`${file} does not hold a 32-byte key; remove it only if no keys are stored yet`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
