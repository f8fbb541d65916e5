import fp from 'fastify-plugin';

/**
 * Every answer names its request (`x-request-id`, the caller's own if it sent a usable one), and
 * while the server shuts down, answers close their keep-alive connection so it can finish.
 */
export const answerHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
  },
  { name: 'answer-headers' },
);
