/**
 * fast-check arbitraries built from the JSON Schemas of the API's OpenAPI document, for the fuzz
 * test (fuzz.test.ts). A body comes in one of three kinds:
 * - valid: fits the schema (known-good examples help with checksums such as IBAN and NIP), so it
 *   reaches the services and the database;
 * - mutated: valid except in one place: one field off by one, wrongly typed, holding a NUL byte
 *   or a hostile value, missing, or an extra key; the kind of input that finds the 500s;
 * - hostile: a hostile value instead of the whole body.
 */
import fc from 'fast-check';

/** The part of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export interface SchemaContext {
  /** `components.schemas` of the document, which `$ref`s point into. */
  components: Record<string, JsonSchema>;
  /** Valid values to start from, since zod's refinements (checksums, matching passwords) are not in the schema. */
  examples: Examples;
  /** Ids of rows that exist, used for uuid fields so that lookups find something. */
  ids: string[];
}

export interface Examples {
  /** Known-good objects, nested ones included: a whole product, its translation, an address. */
  objects: object[];
  /** Known-good values by property name: an IBAN, a phone number. */
  byName: Map<string, unknown[]>;
}

/** Valid strings stay this short; only hostile ones are long, which keeps bodies under 1 MB. */
const LONGEST_VALID_STRING = 300;
/** `$ref`s are followed this deep; recursive schemas (a category tree) stop there. */
const MAX_DEPTH = 6;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

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
const SUSPICIOUS_KEYS = [
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
function withProperty(target: object, key: string, value: unknown): object {
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
function stringWithNul(maxLength = 40): fc.Arbitrary<string> {
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

function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const target = context.components[schema.$ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`unknown $ref ${schema.$ref}`);
  return target;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** The bounds of a number schema, within the safe integers. */
function boundsOf(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const low = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + step, -MAX_SAFE);
  const high = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - step, MAX_SAFE);
  return { low, high, step };
}

function validString(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return context.ids.length > 0
      ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...context.ids) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_VALID_STRING, LONGEST_VALID_STRING));
  // Trimmed lengths count: pad strings of spaces, which `.trim().min(1)` refuses.
  return fc
    .oneof(fc.string({ maxLength }), fc.string({ maxLength, unit: 'grapheme' }))
    .map((text) => (text.trim().length >= minLength ? text : `${text}${'x'.repeat(minLength)}`).slice(0, maxLength));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { low, high } = boundsOf(schema, integer);
  const { multipleOf } = schema;
  if (multipleOf !== undefined) {
    return fc
      .integer({ min: Math.ceil(low / multipleOf), max: Math.floor(high / multipleOf) })
      .map((times) => Number((times * multipleOf).toFixed(10)));
  }
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** A value that fits the schema, as far as the schema says (refinements are zod's secret). */
function validValue(schema: JsonSchema, context: SchemaContext, depth: number, name?: string): fc.Arbitrary<unknown> {
  const examples = name === undefined ? undefined : context.examples.byName.get(name);
  const fitting = validBySchema(schema, context, depth);
  if (!examples?.length) return fitting;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...examples) }, { weight: 1, arbitrary: fitting });
}

function validBySchema(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    return depth > MAX_DEPTH ? fc.constant(null) : validBySchema(resolve(schema, context), context, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validBySchema(branch, context, depth + 1)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((part) => validBySchema(part, context, depth + 1)))
      .map((parts) => Object.assign({}, ...parts) as unknown);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(schema, context);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schema.items ? validValue(schema.items, context, depth + 1) : fc.jsonValue(), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 6, 6),
          });
        case 'object':
          return validObject(schema, context, depth);
        default:
          throw new Error(`no arbitrary for JSON Schema type ${type}`);
      }
    }),
  );
}

function validObject(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<object> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) {
    const model = Object.fromEntries(
      properties.map(([name, property]) => [name, validValue(property, context, depth + 1, name)]),
    );
    // Every key, or the required ones and some of the others.
    const generated = fc.oneof(fc.record(model), fc.record(model, { requiredKeys: schema.required ?? [] }));
    // A known-good object of this shape: valid the whole, where generated fields seldom all are.
    const known = context.examples.objects.filter(
      (example) =>
        Object.keys(example).every((key) => key in model) && (schema.required ?? []).every((key) => key in example),
    );
    if (known.length === 0) return generated;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated });
  }
  if (typeof schema.additionalProperties === 'object') {
    // A map, such as texts keyed by language.
    const keys = schema.propertyNames ? validString(resolve(schema.propertyNames, context), context) : fc.string();
    return fc.dictionary(keys, validValue(schema.additionalProperties, context, depth + 1), { maxKeys: 12 });
  }
  return fc.constant({});
}

/** Off by one, wrongly typed or otherwise nearly right, for a schema that is not an object. */
function nearValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, 0, '', [], {}, '12', 'true') },
  ];
  if (schema.enum) {
    const strings = schema.enum.filter((value) => typeof value === 'string');
    const near = strings.flatMap((value) => [value.toUpperCase(), `${value} `, `${value}\u0000`]);
    options.push({ weight: 2, arbitrary: fc.constantFrom('', ...near) });
  }
  if (types.includes('string')) {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? LONGEST_VALID_STRING;
    options.push(
      // Valid but for a NUL byte: the kind of input that reaches PostgreSQL.
      { weight: 4, arbitrary: stringWithNul(Math.min(maxLength, LONGEST_VALID_STRING)) },
      { weight: 1, arbitrary: fc.constant(' '.repeat(Math.max(minLength, 1))) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
      { weight: 1, arbitrary: fc.constantFrom('\ud800', '\ufeff', '\u202e', '💄') },
    );
    if (minLength > 0) options.push({ weight: 1, arbitrary: fc.constant('a'.repeat(minLength - 1)) });
    if (maxLength <= 100_000) {
      options.push({ weight: 1, arbitrary: fc.constantFrom('a'.repeat(maxLength), 'ß'.repeat(maxLength + 1)) });
    }
    if (schema.format === 'uuid') {
      options.push({
        weight: 2,
        arbitrary: fc.uuid().chain((id) => fc.constantFrom(id.toUpperCase(), `${id}\u0000`, id.slice(1))),
      });
    }
  }
  for (const type of types.filter((type) => type === 'integer' || type === 'number')) {
    const { low, high, step } = boundsOf(schema, type === 'integer');
    const edges = [low, high, low - step, high + step, low + 0.5, ...HOSTILE_NUMBERS];
    options.push({ weight: 4, arbitrary: fc.constantFrom(...edges) });
  }
  return fc.oneof(...options);
}

/** What replaces one field of an otherwise valid value. */
function replacement(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: mutatedValue(schema, context, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Extra keys for an object: prototype keys, privileged-looking keys and random ones. */
function extraEntries(): fc.Arbitrary<[string, unknown][]> {
  const key = fc.oneof(fc.constantFrom(...SUSPICIOUS_KEYS), fc.string({ maxLength: 12 }));
  return fc.array(fc.tuple(key, fc.oneof(hostileValue(), fc.jsonValue({ maxDepth: 1 }))), {
    minLength: 1,
    maxLength: 3,
  });
}

/** A valid value, wrong in one place (at any depth). */
function mutatedValue(schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    return depth > MAX_DEPTH ? hostileValue() : mutatedValue(resolve(schema, context), context, depth + 1);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => mutatedValue(branch, context, depth + 1)));
  const types = typesOf(schema);
  if (types.includes('object') && !schema.enum) return mutatedObject(schema, context, depth);
  if (types.includes('array') && schema.items) {
    return fc
      .tuple(
        validBySchema(schema, context, depth) as fc.Arbitrary<unknown[]>,
        replacement(schema.items, context, depth + 1),
      )
      .map(([items, odd]) => [...items, odd]);
  }
  return nearValue(schema);
}

function mutatedObject(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const valid = validObject(schema, context, depth);
  const options: fc.WeightedArbitrary<unknown>[] = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, extraEntries())
        .map(([value, extras]) =>
          extras.reduce((target, [key, extra]) => withProperty(target, key, extra), { ...value }),
        ),
    },
  ];
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) {
    const oneField = fc.oneof(
      ...properties.map(([name, property]) =>
        replacement(property, context, depth + 1).map((value) => [name, value] as const),
      ),
    );
    options.push({
      weight: 6,
      arbitrary: fc.tuple(valid, oneField).map(([value, [name, odd]]) => withProperty({ ...value }, name, odd)),
    });
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([value, missing]) => {
        const copy: Record<string, unknown> = { ...value };
        delete copy[missing];
        return copy;
      }),
    });
  }
  if (typeof schema.additionalProperties === 'object') {
    const key = fc.oneof(
      schema.propertyNames ? validString(resolve(schema.propertyNames, context), context) : fc.string(),
      fc.constantFrom(...SUSPICIOUS_KEYS, ''),
    );
    const entry = fc.tuple(key, replacement(schema.additionalProperties, context, depth + 1));
    options.push({
      weight: 4,
      arbitrary: fc.tuple(valid, entry).map(([value, [name, odd]]) => withProperty({ ...value }, name, odd)),
    });
  }
  return fc.oneof(...options);
}

/** A request body for the schema: valid, valid but for one place, or hostile as a whole. */
export function bodyArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema, context, 0) },
    { weight: 6, arbitrary: mutatedValue(schema, context) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Known-good objects and values by property name, collected from valid bodies (nested ones too). */
export function collectExamples(bodies: readonly object[]): Examples {
  const examples: Examples = { objects: [], byName: new Map() };
  const collect = (value: object) => {
    examples.objects.push(value);
    for (const [key, field] of Object.entries(value) as [string, unknown][]) {
      if (field === undefined) continue;
      const known = examples.byName.get(key) ?? [];
      if (!known.some((other) => JSON.stringify(other) === JSON.stringify(field))) known.push(field);
      examples.byName.set(key, known);
      if (field !== null && typeof field === 'object' && !Array.isArray(field)) collect(field);
    }
  };
  // Without the keys left undefined, which JSON would drop anyway.
  bodies.forEach((body) => collect(JSON.parse(JSON.stringify(body)) as object));
  return examples;
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
