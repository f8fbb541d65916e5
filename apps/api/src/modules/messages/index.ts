/** The messages module's public surface: buyers' conversations with sellers. */
export { createMessagesService, type MessagesService, type MessagesServiceDeps } from './messages.service';
export { createMessagesModule } from './messages.module';
