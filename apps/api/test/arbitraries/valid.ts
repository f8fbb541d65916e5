/** Values that fit a JSON Schema, as far as the schema says (refinements are zod's secret). */
import fc from 'fast-check';
import {
  boundsOf,
  LONGEST_VALID_STRING,
  MAX_DEPTH,
  resolve,
  typesOf,
  type JsonSchema,
  type SchemaContext,
} from './json-schema';

export function validString(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
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
export function validValue(
  schema: JsonSchema,
  context: SchemaContext,
  depth: number,
  name?: string,
): fc.Arbitrary<unknown> {
  const examples = name === undefined ? undefined : context.examples.byName.get(name);
  const fitting = validBySchema(schema, context, depth);
  if (!examples?.length) return fitting;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...examples) }, { weight: 1, arbitrary: fitting });
}

export function validBySchema(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
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

export function validObject(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<object> {
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
