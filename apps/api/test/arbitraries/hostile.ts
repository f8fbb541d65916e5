/**
 * Hostile input: values that should make the server answer 4xx wherever they appear (NUL bytes,
 * numbers past PostgreSQL's integers, deep nesting, prototype keys), and the keys a client should
 * never get to set.
 */
import fc from 'fast-check';
import { MAX_SAFE } from './json-schema';

export const HOSTILE_NUMBERS: readonly number[] = [
  2147483648, // int4 + 1
  -2147483649,
  4294967296,
  2 ** 63, // past int8
  MAX_SAFE + 2,
  -(MAX_SAFE + 2),
  1e308,
  -1e308,
  5e-324,
  -0,
  0.1,
  0.30000000000000004,
];

export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'Rose Serum\u0000',
  '\u0000'.repeat(16),
  '',
  ' ',
  '\t\n\r',
  '\ud800', // a lone surrogate: not encodable as UTF-8
  '\u202eevil',
  '\ufeffbom',
  "'; drop table users; --",
  '%00',
  '%',
  '\\',
  '"',
  '${7*7}',
  '<script>alert(1)</script>',
  'null',
  'NaN',
  '2147483648',
  '1e308',
  '💄🌹👩🏽‍🔬',
  'x'.repeat(10_000),
];

/** Keys that reach for the prototype, and keys a client should never get to set. */
export const SUSPICIOUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'isAdmin',
  'companyId',
  'permissions',
  'status',
];

/** An own, enumerable property even for `__proto__`, which `object[key] = value` would not make. */
export function withProperty(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function nested(depth: number, kind: 'array' | 'object' | 'proto'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) {
    if (kind === 'array') value = [value];
    else value = withProperty({}, kind === 'proto' && level % 2 === 0 ? '__proto__' : 'a', value);
  }
  return value;
}

/** An ordinary string with a NUL byte in it. */
export function stringWithNul(maxLength = 40): fc.Arbitrary<string> {
  const part = fc.string({ maxLength: Math.max(0, Math.floor((maxLength - 1) / 2)) });
  return fc.tuple(part, part).map(([before, after]) => `${before}\u0000${after}`);
}

/** Anything that should make the server answer 4xx wherever it appears. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: stringWithNul() },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 50, max: 200 }),
          fc.constantFrom('array' as const, 'object' as const, 'proto' as const),
        )
        .map(([depth, kind]) => nested(depth, kind)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 1 }))
        .map(([key, value]) => withProperty({}, key, { isAdmin: true, prototype: value })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'é'.repeat(length)) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, [], {}, [null], [[]], { '': '' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Query string and path segment values that are already encoded, some of them wrongly on purpose. */
export const HOSTILE_URL_VALUES: readonly string[] = [
  'a%00b',
  '%00',
  '%',
  '%ZZ',
  '%C3%28', // invalid UTF-8
  '%ED%A0%80', // an encoded lone surrogate
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '-1e308',
  '1e400',
  '-1',
  '0',
  '0x10',
  'NaN',
  'Infinity',
  '',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '%27%3B%20drop%20table%20users%3B--',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2_000),
];
