import type { FastifyInstance } from 'fastify';
import { messagesRoutes, sellerMessagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesServiceDeps } from './messages.service';

/** Buyers' messages to sellers and the sellers' answers (/api/messages, /api/seller/messages). */
export function createMessagesModule(deps: MessagesServiceDeps) {
  const messages = createMessagesService(deps);
  return {
    messages,
    async register(app: FastifyInstance) {
      await app.register(messagesRoutes(messages), { prefix: '/api/messages' });
      await app.register(sellerMessagesRoutes(messages), { prefix: '/api/seller/messages' });
    },
  };
}
