/**
 * Requests generated from an OpenAPI operation (arbitraries.ts makes the bodies and URL values):
 * path segments mostly naming rows that exist, odd query strings, JSON bodies now and then cut
 * short or sent as another content type, multipart uploads whole or cut off. The fuzz test and
 * the reliability suite's fuzz part send them.
 */
import fc from 'fast-check';
import { bodyArbitrary, percentEncode, urlValueArbitrary } from '../arbitraries';
import { multipartFile } from '../multipart';
import { HOSTILE_URL_VALUES, hostileValue } from './hostile';
import type { JsonSchema, SchemaContext } from './json-schema';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** OpenAPI style: `/api/seller/products/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body schema; undefined for a file upload (multipart) or a body-less call. */
  body?: JsonSchema;
}

/** The part of the OpenAPI document this test reads. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema } | undefined> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The body as the failure report shows it. */
  shown: string;
}

/** What the arbitraries know of the data: ids by collection (`products`), and valid examples. */
export interface FuzzContext extends SchemaContext {
  idsByCollection: Record<string, string[]>;
}

/** The operations a fuzzer calls: every write, and every read that takes parameters, but for `skipped` (`POST /api/…`). */
export function operationsOf(document: OpenApiDocument, skipped: ReadonlySet<string>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase() as Operation['method'];
      const parameters = operation.parameters ?? [];
      const writes = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const readsParameters = method === 'GET' && parameters.length > 0;
      if (!(writes || readsParameters) || skipped.has(`${method} ${path}`)) continue;
      const body = operation.requestBody?.content['application/json']?.schema;
      operations.push({ method, path, parameters, body });
    }
  }
  return operations;
}

/** Ids of the collection a path parameter is in: `/products/{id}` takes product ids. */
function idsFor(path: string, name: string, context: FuzzContext): string[] {
  const collection = new RegExp(`([^/]+)/\\{${name}\\}`).exec(path)?.[1];
  return (collection && context.idsByCollection[collection]) || context.ids;
}

/** Mostly ids of rows that exist, so that the services and the database are reached; else anything. */
function pathSegment(path: string, name: string, context: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...idsFor(path, name, context)) },
    { weight: 1, arbitrary: fc.constantFrom(...context.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_URL_VALUES) },
    { weight: 1, arbitrary: fc.string().map(percentEncode) },
  );
}

function queryString(parameters: Parameter[], context: FuzzContext): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    urlValueArbitrary(parameter.schema, context).map((value) => `${parameter.name}=${value}`),
  );
  // Few parameters at a time, so that one odd value is not hidden behind another's 400.
  const declared =
    pairs.length === 0
      ? fc.constant([])
      : fc.oneof(
          fc.oneof(...pairs).map((pair) => [pair]),
          fc.tuple(
            ...pairs.map((pair) =>
              fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: pair }),
            ),
          ),
        );
  // Repeated and unknown keys: `?page=1&page=2` arrives as an array.
  const names = ['__proto__', 'constructor', ...parameters.map((parameter) => parameter.name)];
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc
          .tuple(fc.constantFrom(...names), fc.constantFrom(...HOSTILE_URL_VALUES))
          .map(([name, value]) => `${name}=${value}`),
        { minLength: 1, maxLength: 2 },
      ),
    },
  );
  return fc.tuple(declared, extra).map(([chosen, extras]) => {
    const all = [...chosen.filter((pair) => pair !== undefined), ...extras];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** JSON text for the schema, and now and then text JSON.stringify would never write. */
function jsonText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const text = value.map((body) => JSON.stringify(body) ?? 'null');
  return fc.oneof(
    { weight: 12, arbitrary: text },
    // Cut short.
    { weight: 1, arbitrary: fc.tuple(text, fc.nat()).map(([json, cut]) => json.slice(0, cut % (json.length + 1))) },
    // A number JavaScript reads as Infinity or rounds.
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1e-400'))
        .map(([json, number]) => json.replace(/(?<=[:[,])-?\d+(\.\d+)?([eE][+-]?\d+)?(?=[,\]}])/, number)),
    },
  );
}

function jsonBody(schema: JsonSchema, context: SchemaContext) {
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
    },
  );
  return fc
    .tuple(jsonText(bodyArbitrary(schema, context)), contentType)
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type }, shown: payload }));
}

/** A 1×1 PNG, so that some uploads get as far as the image decoder. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** For upload routes: a multipart file (whole or cut off anywhere), or JSON where a file belongs. */
function uploadBody() {
  const file = fc.oneof(
    fc.constant({ content: TINY_PNG, shown: 'a 1×1 PNG' }),
    fc
      .uint8Array({ maxLength: 2_000 })
      .map((bytes) => ({ content: Buffer.from(bytes), shown: `${bytes.length} random bytes` })),
  );
  const multipart = fc
    .tuple(
      file,
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain'),
      fc.constantFrom('file', 'image', ''),
      fc.option(fc.nat()),
    )
    .map(([file, contentType, field, cut]) => {
      const whole = multipartFile(field, 'photo.png', contentType, file.content);
      const payload = cut === null ? whole.payload : whole.payload.subarray(0, cut % whole.payload.length);
      const how =
        payload.length < whole.payload.length
          ? `cut off after ${payload.length} of ${whole.payload.length} bytes`
          : 'whole';
      return {
        payload,
        headers: whole.headers,
        shown: `multipart, field "${field}": ${file.shown} as ${contentType}, ${how}`,
      };
    });
  const json = jsonText(fc.oneof(hostileValue(), fc.jsonValue({ maxDepth: 2 }))).map((payload) => ({
    payload,
    headers: { 'content-type': 'application/json' },
    shown: payload,
  }));
  return fc.oneof(multipart, json);
}

export function requestArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name);
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const body =
    operation.method === 'GET'
      ? fc.constant({ payload: undefined, headers: {}, shown: '(none)' })
      : operation.body
        ? jsonBody(operation.body, context)
        : uploadBody();
  return fc
    .tuple(
      fc.tuple(...pathNames.map((name) => pathSegment(operation.path, name, context))),
      queryString(query, context),
      body,
    )
    .map(([segments, search, { payload, headers, shown }]) => {
      const path = pathNames.reduce(
        (url, name, index) => url.replace(`{${name}}`, segments[index] ?? ''),
        operation.path,
      );
      return { method: operation.method, url: `${path}${search}`, headers, payload, shown };
    });
}

/**
 * Sent first, whatever the time budget: each path parameter with a NUL byte, and each query
 * parameter with a NUL byte and with a number past 32 bits (`?minPrice=2147483648`).
 */
export function firstRequests(operation: Operation, context: FuzzContext): FuzzRequest[] {
  const names = operation.parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name);
  const withPath = (odd?: string) =>
    names.reduce(
      (url, name) =>
        url.replace(`{${name}}`, name === odd ? 'a%00b' : (idsFor(operation.path, name, context)[0] ?? '')),
      operation.path,
    );
  const body =
    operation.method === 'GET' ? {} : { payload: '{}', headers: { 'content-type': 'application/json' }, shown: '{}' };
  const request = (url: string): FuzzRequest => ({
    method: operation.method,
    url,
    headers: {},
    shown: '(none)',
    ...body,
  });
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  return [
    ...names.map((name) => request(withPath(name))),
    ...query.flatMap(({ name }) => ['a%00b', '2147483648'].map((value) => request(`${withPath()}?${name}=${value}`))),
  ];
}
