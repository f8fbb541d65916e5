import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted, so the same meaning always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a request means, as a SHA-256 hex digest of its canonical JSON: stored beside an
 * Idempotency-Key, so the same key sent with another request is refused instead of answered with
 * the first one's result.
 */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}
