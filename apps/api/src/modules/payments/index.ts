/** The payments module's public surface: paying purchases through the operators, and their notifications. */
export { createPaymentMails } from './payment-mails';
export { createPaymentStatus } from './payment-status';
export { paymentResultRoutes } from './payment-status.routes';
export { adminPaymentsRoutes, paymentsRoutes } from './payments.routes';
export { createPaymentsService, type PaymentsService, type PaymentsServiceDeps } from './payments.service';
export { createPaymentsModule } from './payments.module';
