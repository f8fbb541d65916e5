import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Sandbox } from '@glowmarket/sandboxes';
import type { S3Settings } from '../src/config';

/**
 * A local S3-compatible store on a port of its own, one bucket with one key pair
 * (packages/sandboxes/src/s3.ts), and the S3_* settings that reach it path-style.
 */
export async function startS3() {
  const settings: S3Settings = {
    bucket: 'glowmarket-uploads',
    region: 'eu-central-1',
    endpoint: undefined,
    forcePathStyle: true,
    accessKeyId: 'AKIAGLOWMARKETTEST01',
    secretAccessKey: 'bucket-secret-of-the-tests',
    publicUrl: undefined,
  };
  const sandbox = createS3Sandbox({ basePath: '', ...settings });
  const server = createServer((request, response) => {
    if (!sandbox.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    settings: { ...settings, endpoint },
    /** The bucket's objects by key. */
    objects: sandbox.objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
