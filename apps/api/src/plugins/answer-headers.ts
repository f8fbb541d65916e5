import fp from 'fastify-plugin';

/**
 * Every answer names its request (`x-request-id`, the caller's own if it sent a usable one), and
 * while the server shuts down, no keep-alive connection outlives its last answer, so it can finish.
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
    // An answer whose headers went out before closing began could not ask the client to close, and
    // closing reaps only the connections idle at its start: this one is reaped once its answer ends.
    app.addHook('onResponse', async () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  },
  { name: 'answer-headers' },
);
