import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Settings } from '../config';
import { AppError } from '../lib/app-error';
import { createMailer, type Mailer } from '../lib/mail/mailer';
import type { S3Storage } from '../lib/s3-storage';
import { createLocalStorage, UPLOADS_URL_PREFIX, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: Storage;
  }
}

export interface ServicesOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadsDir: string;
  /** Uploads in this bucket instead of `uploadsDir`. */
  s3?: S3Settings | undefined;
}

/** The keys storage hands out (`avatars/<uuid>.webp`, `products/<uuid>-320.webp`): folders, then one name. */
const UPLOAD_KEY = /^(?:[\w-]+\/)+[\w-]+\.\w+$/;

/** Uploads on this server's disk, served from there. */
async function serveFromDisk(app: FastifyInstance, uploadsDir: string) {
  app.decorate('storage', createLocalStorage(uploadsDir));
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Names are random and never reused, so a stored file never changes.
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/**
 * Uploads in a bucket every instance shares (the SDK is loaded only then): `/uploads/<key>`
 * redirects to the object, at S3_PUBLIC_URL or by a signed link.
 */
async function serveFromBucket(app: FastifyInstance, s3: S3Settings) {
  const { createS3Storage } = await import('../lib/s3-storage');
  const bucket: S3Storage = createS3Storage(s3);
  app.decorate('storage', bucket);
  app.addHook('onClose', async () => bucket.close());
  app.get<{ Params: { '*': string } }>(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!UPLOAD_KEY.test(key)) throw new AppError('not_found');
    const location = await bucket.locate(key);
    return reply.header('cache-control', `public, max-age=${location.maxAgeSeconds}`).redirect(location.url, 302);
  });
}

/** Mail and file storage, shared by every module; uploads are served under /uploads/. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    app.decorate(
      'mailer',
      createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, db: app.db, jobs: app.jobs }),
    );
    if (options.s3) await serveFromBucket(app, options.s3);
    else await serveFromDisk(app, options.uploadsDir);
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
