import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing waits for route handlers still running before the plugins registered earlier (the
 * database) close. The HTTP server's close already waits for answers being sent, but not for a
 * handler whose caller hung up: it goes on querying, and would meet a closed pool. Register it
 * after the database plugin and before any route.
 */
export const handlersInFlightPlugin = fp(
  async (app) => {
    const running = new Set<Promise<unknown>>();
    app.addHook('onRoute', (route) => {
      const handler: RouteHandlerMethod = route.handler;
      route.handler = function (request, reply) {
        const result: unknown = handler.call(this, request, reply);
        if (result instanceof Promise) {
          running.add(result);
          const done = () => running.delete(result);
          result.then(done, done);
        }
        return result;
      };
    });
    // onClose hooks run last-registered first: this one before the database's.
    app.addHook('onClose', async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    });
  },
  { name: 'handlers-in-flight', dependencies: ['database'] },
);
