import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createS3Sandbox } from './s3';

/** The example key pair of Amazon's Signature V4 documentation, and its examples' moment. */
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  signedAt: new Date('2013-05-24T00:00:00Z'),
};

async function startS3(bucket: string, now = EXAMPLE.signedAt) {
  const sandbox = createS3Sandbox({ basePath: '', bucket, ...EXAMPLE, now: () => now });
  const server = createServer((request, response) => {
    if (!sandbox.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.address() as AddressInfo).port;
  /** A request with exactly these headers (Host included), as a client far away would send it. */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject).end();
    });
  return { sandbox, send };
}

const codeOf = (xml: string) => /<Error><Code>(\w+)<\/Code>/.exec(xml)?.[1];

const host = { host: 'examplebucket.s3.amazonaws.com' };
const presigned =
  '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
  '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
  '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
const signedHeaders = {
  ...host,
  range: 'bytes=0-9',
  'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'x-amz-date': '20130524T000000Z',
  authorization:
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
    'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
    'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
};

describe('the S3 sandbox', () => {
  it("recomputes the signatures of Amazon's documented examples", async () => {
    // Signed for examplebucket's virtual host: the path names no bucket of the sandbox, so a
    // signature it accepts ends in NoSuchBucket, one it refuses in SignatureDoesNotMatch.
    const s3 = await startS3('glowmarket');
    expect(codeOf((await s3.send('GET', presigned, host)).body)).toBe('NoSuchBucket');
    const tampered = await s3.send('GET', presigned.replace('X-Amz-Expires=86400', 'X-Amz-Expires=86401'), host);
    expect(tampered.status).toBe(403);
    expect(codeOf(tampered.body)).toBe('SignatureDoesNotMatch');

    expect(codeOf((await s3.send('GET', '/test.txt', signedHeaders)).body)).toBe('NoSuchBucket');
    expect(codeOf((await s3.send('GET', '/test.txt', { ...signedHeaders, range: 'bytes=0-10' })).body)).toBe(
      'SignatureDoesNotMatch',
    );
  });

  it("refuses, in S3's words and statuses, a request without credentials, from an unknown key or out of time", async () => {
    const s3 = await startS3('examplebucket');
    const anonymous = await s3.send('GET', '/examplebucket/test.txt', host);
    expect(anonymous).toMatchObject({
      status: 403,
      body: expect.stringContaining('<Code>AccessDenied</Code>') as string,
    });
    const stranger = await s3.send('GET', presigned.replace('AKIAIOSFODNN7EXAMPLE', 'AKIAOTHERKEY00000000'), host);
    expect(stranger.status).toBe(403);
    expect(codeOf(stranger.body)).toBe('InvalidAccessKeyId');
    const elsewhere = await s3.send('GET', presigned.replace('us-east-1', 'eu-west-1'), host);
    expect(elsewhere.status).toBe(400);
    expect(codeOf(elsewhere.body)).toBe('AuthorizationHeaderMalformed');

    const dayLater = await startS3('glowmarket', new Date('2013-05-25T00:00:01Z'));
    const expired = await dayLater.send('GET', presigned, host);
    expect(expired.status).toBe(403);
    expect(expired.body).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
    const late = await dayLater.send('GET', '/test.txt', signedHeaders);
    expect(late.status).toBe(403);
    expect(codeOf(late.body)).toBe('RequestTimeTooSkewed');
  });
});
