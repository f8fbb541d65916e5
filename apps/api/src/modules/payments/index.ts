/** The payments module's public surface: paying purchases through the operators, and their notifications. */
export { createPaymentMails } from './payment-mails';
export { adminPaymentsRoutes, paymentsRoutes } from './payments.routes';
export { createPaymentsService, type PaymentsService, type PaymentsServiceDeps } from './payments.service';
