import { hash, verify, type Algorithm } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

/** OWASP's argon2id setting: 19 MiB, two passes, one lane. */
// Algorithm.Argon2id is 2 (a const enum the package does not export as a value).
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, so that an unknown account costs as much time as a known one. */
let dummyHash: Promise<string> | undefined;
export async function spendPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('glowmarket-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** One of the most used passwords (Mozilla's list drawn from a million leaked ones). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
