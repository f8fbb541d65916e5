/**
 * Values nearly right for a JSON Schema: valid but wrong in one place (at any depth), off by one,
 * wrongly typed, holding a NUL byte or a hostile value, missing a key or carrying an extra one.
 */
import fc from 'fast-check';
import { HOSTILE_NUMBERS, hostileValue, stringWithNul, SUSPICIOUS_KEYS, withProperty } from './hostile';
import {
  boundsOf,
  LONGEST_VALID_STRING,
  MAX_DEPTH,
  resolve,
  typesOf,
  type JsonSchema,
  type SchemaContext,
} from './json-schema';
import { validBySchema, validObject, validString } from './valid';

/** Off by one, wrongly typed or otherwise nearly right, for a schema that is not an object. */
export function nearValue(schema: JsonSchema): fc.Arbitrary<unknown> {
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
export function mutatedValue(schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
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
