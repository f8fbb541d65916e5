import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { Purchase } from '@glowmarket/shared/orders';
import type { PaymentMethod } from '@glowmarket/shared/payments';
import type { AutopayOperator } from '../../integrations/payments/autopay';
import type { PaymentOperator } from '../../integrations/payments/operator';
import type { RequestContext } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';
import type { Money } from '../../lib/money';
import type { PaymentMails } from './payment-mails';

// What the payments module's use cases need from the rest of the app (app.ts passes it in).

/** One of a purchase's orders still waiting for an online payment, with what it costs. */
export interface DueOrder {
  orderId: string;
  number: string;
  companyId: string;
  email: string;
  /** In the purchase's own currency, as the buyer was shown it. */
  amount: Money;
  /** The same in euro cents, for an operator that charges in another currency. */
  base: Money;
}

export interface PaymentsServiceDeps {
  orders: {
    getPurchase(ctx: RequestContext, groupId: string): Promise<Purchase>;
    /** The purchase's orders waiting for an online payment, with their amounts in minor units. */
    dueOrders(ctx: RequestContext, groupId: string): Promise<DueOrder[]>;
    /**
     * Pays the orders that still wait for a payment; answers which it paid, and which of the others
     * were cancelled or had expired (the rest had been paid already).
     */
    markPaid(ctx: RequestContext, orderIds: string[]): Promise<{ paid: string[]; closed: string[] }>;
    markRefunded(ctx: RequestContext, orderId: string): Promise<void>;
    codPossible(ctx: RequestContext, groupId: string): Promise<boolean>;
    numbersOf(ctx: RequestContext, orderIds: string[]): Promise<string[]>;
  };
  jobs: JobQueue;
  mails: PaymentMails;
  /** A context for work no request started (refund jobs). */
  background(requestId: string): RequestContext;
  currencies: {
    quoteFor(ctx: RequestContext, currency: CurrencyCode): Promise<{ price(baseAmount: number): QuotedMoney }>;
  };
  operators: {
    /** The marketplace's own account with Stripe or Przelewy24; undefined when not set up. */
    site(method: 'stripe' | 'przelewy24'): PaymentOperator | undefined;
    /** A seller's own Autopay account; undefined when the seller has none. */
    autopayFor(ctx: RequestContext, companyId: string): Promise<AutopayOperator | undefined>;
  };
  /** The methods the operator of the marketplace has switched on in /admin. */
  enabledMethods(ctx: RequestContext): Promise<ReadonlySet<PaymentMethod>>;
  publicUrl: string;
}
