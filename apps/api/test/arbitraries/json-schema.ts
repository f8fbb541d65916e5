/**
 * How the arbitraries read a JSON Schema: its vocabulary, `$ref`s followed into the document's
 * components, the types and number bounds it allows, and the context beside it (ids that exist,
 * known-good examples collected from valid bodies).
 */

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
export const LONGEST_VALID_STRING = 300;
/** `$ref`s are followed this deep; recursive schemas (a category tree) stop there. */
export const MAX_DEPTH = 6;
export const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const target = context.components[schema.$ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`unknown $ref ${schema.$ref}`);
  return target;
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** The bounds of a number schema, within the safe integers. */
export function boundsOf(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const low = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + step, -MAX_SAFE);
  const high = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - step, MAX_SAFE);
  return { low, high, step };
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
