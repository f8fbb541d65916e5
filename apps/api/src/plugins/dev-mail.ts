import { escapeHtml } from '@glowmarket/shared/html';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { listOutbox } from '../lib/mail/mailer';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from this machine itself. The socket's address, not `request.ip`:
 * behind a trusted proxy `request.ip` follows X-Forwarded-For, which a caller can write. A request
 * that passed through a proxy is from elsewhere even when the proxy runs here.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * Demo only (DEMO_MODE without SMTP_URL): the mails that would have been sent, newest first, so
 * codes can be read without a mail server, by someone at this machine. Registered only in that
 * mode; otherwise, and for any other caller, 404.
 */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    if (!isFromThisMachine(request)) throw new AppError('not_found');
    const mails = await listOutbox(app.db);
    const articles = mails
      .map(
        (mail) => `<article data-to="${escapeHtml(mail.to)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · Glowmarket</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#212529}
article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
pre{white-space:pre-wrap;background:#f8f9fa;padding:.75rem;border-radius:6px}</style></head>
<body><h1>Outbox</h1><p>Mails kept instead of sent, because no SMTP server is configured. Newest first.</p>
${articles || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
