import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeXml } from '@glowmarket/shared/html';
import { BodyTooLarge, pathBelow, plainHandler, readBody, type SandboxHandler } from './http';

/**
 * An S3-compatible object store's side of the calls the marketplace makes, for the tests' bucket:
 * path-style `PUT`, `GET`, `HEAD` and `DELETE /{bucket}/{key}`, authenticated by AWS Signature V4
 * either in the `Authorization` header or in a presigned link's query string. The signature is
 * recomputed from the request and the configured secret, as S3 does; a failure answers S3's XML
 * `<Error><Code>…</Code><Message>…</Message></Error>` with S3's status (403 SignatureDoesNotMatch,
 * 403 InvalidAccessKeyId, 404 NoSuchKey, …). One bucket, held in memory.
 */

export interface S3SandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own. */
  basePath: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The store's clock, for links that expire and requests signed too long ago; the system's by default. */
  now?: () => Date;
}

/** An object as the bucket keeps it, with the headers it was stored with. */
export interface S3Object {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

/** S3 takes up to 5 GB in one PUT; the marketplace's uploads are a few megabytes, so this is plenty. */
const MAX_OBJECT_BYTES = 32 * 1024 * 1024;

/** S3 refuses a request signed more than 15 minutes away from its own clock. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** The parts of a Signature V4 that every way of sending it carries. */
interface SignedRequest {
  accessKeyId: string;
  /** `20260101/us-east-1/s3/aws4_request`. */
  scope: string;
  /** `20260101T120000Z`. */
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Seconds a presigned link lives; undefined for a header-signed request. */
  expiresSeconds: number | undefined;
}

/** A refusal in S3's words. */
class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as Signature V4 wants it: everything but `A-Za-z0-9-_.~` percent-encoded. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20260101T120000Z` as a date, or undefined when it is not one. */
function parseAmzDate(value: string): Date | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
}

/** The query string's pairs as sent, decoded, without the signature itself (which it cannot cover). */
function queryPairs(rawQuery: string): [string, string][] {
  if (rawQuery === '') return [];
  return rawQuery.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const [name, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `Credential=…, SignedHeaders=…, Signature=…` of an Authorization header, by name. */
function authorizationFields(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of header.slice(ALGORITHM.length).split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) fields[part.slice(0, equals).trim()] = part.slice(equals + 1).trim();
  }
  return fields;
}

/** The signature's parts, from the Authorization header or from a presigned link's query. */
function signedRequestOf(request: IncomingMessage, query: Map<string, string>): SignedRequest {
  if (query.has('X-Amz-Algorithm')) {
    if (query.get('X-Amz-Algorithm') !== ALGORITHM)
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'Only AWS4-HMAC-SHA256 is supported.');
    const credential = query.get('X-Amz-Credential') ?? '';
    const slash = credential.indexOf('/');
    const expires = Number(query.get('X-Amz-Expires'));
    if (slash < 0 || !Number.isInteger(expires) || expires < 1 || expires > 604_800)
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'The presigned query parameters are malformed.');
    return {
      accessKeyId: credential.slice(0, slash),
      scope: credential.slice(slash + 1),
      amzDate: query.get('X-Amz-Date') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD,
      expiresSeconds: expires,
    };
  }
  const header = request.headers.authorization;
  if (!header) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  if (!header.startsWith(`${ALGORITHM} `))
    throw new S3Error(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported.');
  const fields = authorizationFields(header);
  const credential = fields.Credential ?? '';
  const slash = credential.indexOf('/');
  if (slash < 0 || !fields.SignedHeaders || !fields.Signature)
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string')
    throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  return {
    accessKeyId: credential.slice(0, slash),
    scope: credential.slice(slash + 1),
    amzDate: typeof request.headers['x-amz-date'] === 'string' ? request.headers['x-amz-date'] : '',
    signedHeaders: fields.SignedHeaders.split(';'),
    signature: fields.Signature,
    payloadHash,
    expiresSeconds: undefined,
  };
}

/** A header's value as Signature V4 covers it: repeated values joined, spaces trimmed and collapsed. */
function canonicalHeaderValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  if (value === undefined) throw new S3Error(403, 'SignatureDoesNotMatch', `The signed header ${name} is missing.`);
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

export type S3Sandbox = ReturnType<typeof createS3Sandbox>;

export function createS3Sandbox(options: S3SandboxOptions) {
  const objects = new Map<string, S3Object>();
  const now = options.now ?? (() => new Date());

  function sendError(response: ServerResponse, error: S3Error, method: string | undefined, resource: string) {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    response.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
    // A HEAD answer has no body; S3 says what went wrong by the status alone.
    if (method === 'HEAD') return response.end();
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>` +
        `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`,
    );
  }

  /** Checks the request's Signature V4 against the configured key, as S3 recomputes it. */
  function authenticate(request: IncomingMessage, rawPath: string, pairs: [string, string][]): SignedRequest {
    const signed = signedRequestOf(request, new Map(pairs));
    if (signed.accessKeyId !== options.accessKeyId)
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    const [scopeDate, region, service, terminator] = signed.scope.split('/');
    const signedAt = parseAmzDate(signed.amzDate);
    if (!signedAt || scopeDate !== signed.amzDate.slice(0, 8) || service !== 's3' || terminator !== 'aws4_request')
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The credential scope is malformed.');
    if (region !== options.region)
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The region '${region}' is wrong; expecting '${options.region}'.`,
      );
    if (!signed.signedHeaders.includes('host'))
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The host header must be signed.');

    const canonicalRequest = [
      request.method ?? 'GET',
      // S3 signs the path as sent, encoded once and never normalized.
      rawPath,
      canonicalQuery(pairs),
      signed.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(request, name)}\n`).join(''),
      signed.signedHeaders.join(';'),
      signed.payloadHash,
    ].join('\n');
    const stringToSign = [ALGORITHM, signed.amzDate, signed.scope, sha256Hex(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${options.secretAccessKey}`, scopeDate);
    for (const part of [region, service, terminator]) key = hmac(key, part);
    const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
    const given = Buffer.from(signed.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );

    const age = now().getTime() - signedAt.getTime();
    if (signed.expiresSeconds !== undefined) {
      if (age > signed.expiresSeconds * 1000) throw new S3Error(403, 'AccessDenied', 'Request has expired');
      if (age < -MAX_CLOCK_SKEW_MS) throw new S3Error(403, 'AccessDenied', 'Request is not valid yet');
    } else if (Math.abs(age) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        "The difference between the request time and the server's time is too large.",
      );
    }
    return signed;
  }

  /** The object's headers, for GET and HEAD. */
  function objectHeaders(object: S3Object): Record<string, string | number> {
    return {
      'content-type': object.contentType,
      'content-length': object.bytes.length,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    };
  }

  async function putObject(request: IncomingMessage, response: ServerResponse, key: string, signed: SignedRequest) {
    if (signed.payloadHash.startsWith('STREAMING-'))
      throw new S3Error(501, 'NotImplemented', 'Chunked uploads are not implemented here.');
    let bytes: Buffer;
    try {
      bytes = await readBody(request, MAX_OBJECT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      throw error;
    }
    if (signed.payloadHash !== UNSIGNED_PAYLOAD && signed.payloadHash !== sha256Hex(bytes))
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const cacheControl = request.headers['cache-control'];
    objects.set(key, {
      bytes,
      contentType: request.headers['content-type'] ?? 'binary/octet-stream',
      cacheControl,
      etag,
      lastModified: new Date(Math.floor(now().getTime() / 1000) * 1000),
    });
    response.writeHead(200, { etag }).end();
  }

  async function answer(request: IncomingMessage, response: ServerResponse, rawPath: string, rawQuery: string) {
    const below = pathBelow(rawPath, options.basePath) ?? '/';
    const slash = below.indexOf('/', 1);
    const bucket = decodeURIComponent(slash < 0 ? below.slice(1) : below.slice(1, slash));
    const key = slash < 0 ? '' : decodeURIComponent(below.slice(slash + 1));
    const signed = authenticate(request, rawPath, queryPairs(rawQuery));
    if (bucket !== options.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (key === '') throw new S3Error(501, 'NotImplemented', 'Only object calls are implemented here.');

    switch (request.method) {
      case 'PUT':
        return putObject(request, response, key, signed);
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, objectHeaders(object));
        response.end(request.method === 'GET' ? object.bytes : undefined);
        return;
      }
      case 'DELETE':
        // Deleting a key that is not there succeeds, as in S3.
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  /**
   * Answers the request and returns true when it is under the sandbox's base path; returns
   * false, touching nothing, for every other request.
   */
  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const target = request.url ?? '/';
    const question = target.indexOf('?');
    const rawPath = question < 0 ? target : target.slice(0, question);
    if (!rawPath.startsWith('/') || pathBelow(rawPath, options.basePath) === undefined) return false;
    const rawQuery = question < 0 ? '' : target.slice(question + 1);
    const handler: SandboxHandler = plainHandler(
      async (req, res) => {
        try {
          await answer(req, res, rawPath, rawQuery);
        } catch (error) {
          if (!(error instanceof S3Error) && !(error instanceof URIError)) throw error;
          const refusal = error instanceof S3Error ? error : new S3Error(400, 'InvalidURI', 'Could not parse the URI.');
          if (!res.headersSent) sendError(res, refusal, req.method, rawPath);
        }
      },
      (res, status) =>
        sendError(res, new S3Error(status, 'InternalError', 'We encountered an internal error.'), '', rawPath),
    );
    handler(request, response);
    return true;
  }

  return {
    handle,
    /** The bucket's objects by key. */
    objects,
  };
}
