import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail/mailer';
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
}

/** Mail and file storage, shared by every module; uploads are served under /uploads/. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    app.decorate(
      'mailer',
      createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, db: app.db, jobs: app.jobs }),
    );
    app.decorate('storage', createLocalStorage(options.uploadsDir));
    await mkdir(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Names are random and never reused, so a stored file never changes.
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
