import type { FastifyInstance } from 'fastify';
import { createPaymentMails, type PaymentMailsDeps } from './payment-mails';
import { createPaymentStatus } from './payment-status';
import { paymentResultRoutes } from './payment-status.routes';
import { adminPaymentsRoutes, paymentsRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsServiceDeps } from './payments.service';

export interface PaymentsModuleDeps extends Omit<PaymentsServiceDeps, 'mails' | 'enabledMethods'> {
  mails: PaymentMailsDeps;
  /** The site module: which methods the operator has switched on. */
  site: Parameters<typeof adminPaymentsRoutes>[1];
}

/** Payments at the operators (/api/payments), their notifications, and the operator's view. */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { site, ...rest } = deps;
  const payments = createPaymentsService({
    ...rest,
    mails: createPaymentMails(deps.mails),
    enabledMethods: (ctx) => site.enabledPaymentMethods(ctx),
  });
  const status = createPaymentStatus({ operators: deps.operators });
  return {
    payments,
    async register(app: FastifyInstance) {
      await app.register(paymentsRoutes(payments), { prefix: '/api/payments' });
      await app.register(paymentResultRoutes(status), { prefix: '/api/payments' });
      await app.register(adminPaymentsRoutes(payments, site), { prefix: '/api/admin' });
    },
  };
}
