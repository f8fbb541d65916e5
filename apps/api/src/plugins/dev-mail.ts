import type { FastifyPluginAsync } from 'fastify';
import { listOutbox } from '../lib/mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Dev and demo only (EXPOSE_DEV_CODES=true): the mails that would have been sent, newest first,
 * so codes can be read without a mail server. Registered only in that mode; otherwise 404.
 */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
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
