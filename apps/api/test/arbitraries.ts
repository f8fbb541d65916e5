/**
 * fast-check arbitraries built from the JSON Schemas of the API's OpenAPI document, for the fuzz
 * test (fuzz.test.ts). A body comes in one of three kinds:
 * - valid: fits the schema (known-good examples help with checksums such as IBAN and NIP), so it
 *   reaches the services and the database;
 * - mutated: valid except in one place: one field off by one, wrongly typed, holding a NUL byte
 *   or a hostile value, missing, or an extra key; the kind of input that finds the 500s;
 * - hostile: a hostile value instead of the whole body.
 *
 * The pieces are in arbitraries/: the schema's vocabulary (json-schema.ts), valid values
 * (valid.ts), nearly valid ones (mutated.ts) and hostile ones (hostile.ts).
 */
import fc from 'fast-check';
import { HOSTILE_URL_VALUES, hostileValue } from './arbitraries/hostile';
import type { JsonSchema, SchemaContext } from './arbitraries/json-schema';
import { mutatedValue, nearValue } from './arbitraries/mutated';
import { validValue } from './arbitraries/valid';

/** A request body for the schema: valid, valid but for one place, or hostile as a whole. */
export function bodyArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema, context, 0) },
    { weight: 6, arbitrary: mutatedValue(schema, context) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Percent-encodes every byte but the unreserved ones; never throws, lone surrogates included. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A query or path value: valid for the schema, nearly valid, or hostile; encoded for a URL. */
export function urlValueArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const asText = (value: unknown) => percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, context, 0).map(asText) },
    { weight: 2, arbitrary: nearValue(schema).map(asText) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_URL_VALUES) },
  );
}

/** mulberry32: "random" numbers in [0, 1), the same on every run for the same seed. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
