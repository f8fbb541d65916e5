import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { BuyerOrder, Purchase } from '@glowmarket/shared/orders';
import type {
  FlaggedPayment,
  OnlinePaymentMethod,
  Payment,
  PaymentMethod,
  PaymentMethodOption,
  PaymentOptions,
  PaymentState,
  StartedPayment,
  StartPayment,
} from '@glowmarket/shared/payments';
import type { AutopayOperator } from '../../integrations/payments/autopay';
import {
  NotificationRejected,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentNotice,
  type PaymentOperator,
} from '../../integrations/payments/operator';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { isUniqueViolation } from '../../lib/db-errors';
import * as repository from './payments.repository';
import type { PaymentRow } from './payments.tables';

export interface PaymentsServiceDeps {
  orders: {
    getPurchase(ctx: RequestContext, groupId: string): Promise<Purchase>;
    markPaid(ctx: RequestContext, orderIds: string[]): Promise<void>;
    markRefunded(ctx: RequestContext, orderId: string): Promise<void>;
    codPossible(ctx: RequestContext, groupId: string): Promise<boolean>;
    numbersOf(ctx: RequestContext, orderIds: string[]): Promise<string[]>;
  };
  jobs: JobQueue;
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

/** Operators whose page opens in a new window (the buyer keeps the shop open beside it). */
const NEW_WINDOW: ReadonlySet<PaymentMethod> = new Set(['stripe', 'przelewy24', 'autopay']);

/** Autopay and Przelewy24 charge in złoty. */
const PLN: CurrencyCode = 'PLN';

/**
 * The order of a payment's states: a notice moves a payment only forward, so notices delivered
 * late, twice or out of order end in the same state as delivered once in order.
 */
const RANK: Record<PaymentState, number> = { started: 0, pending: 1, cancelled: 2, failed: 3, paid: 4, flagged: 5 };

const waiting = (order: BuyerOrder) => order.status === 'placed' && order.paymentStatus === 'unpaid';

function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

function present(row: PaymentRow): Payment {
  return {
    id: row.id,
    groupId: row.groupId,
    method: row.method,
    state: row.state,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function presentStarted(row: PaymentRow): StartedPayment {
  if (!row.redirect) throw new AppError('payment_failed');
  return { ...present(row), redirect: row.redirect, newWindow: NEW_WINDOW.has(row.method) };
}

/** How long a second request with the same Idempotency-Key waits for the first to start the payment. */
const START_WAIT_MS = 10_000;

async function startedByOther(ctx: RequestContext, buyerId: string, key: string): Promise<PaymentRow> {
  for (let waited = 0; waited < START_WAIT_MS; waited += 100) {
    const row = await repository.findByKey(ctx.db, buyerId, key);
    if (row?.redirect || row?.state === 'failed') return row;
    await setTimeout(100);
  }
  throw new AppError('payment_failed');
}

/**
 * Paying a purchase: which methods it can use and for how much, starting a payment with an
 * operator, and applying what the operator then reports — each notification once, forward only,
 * for the amount asked or not at all.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  /**
   * Gives a cancelled order's money back where the operator can do it (card, the marketplace's
   * Stripe account), once: the refund's idempotency key is the order's. Autopay and Przelewy24
   * refunds are made in their panels; the order shows the refund as due until then.
   */
  const refundKind: JobKind<{ orderId: string }> = {
    name: 'payment-refund',
    retryLimit: 8,
    retryDelaySeconds: 60,
    backoff: true,
    run: async ({ orderId }) => {
      const ctx = deps.background('payment-refund');
      const share = await repository.paidShareOf(ctx.db, orderId);
      const stripe = deps.operators.site('stripe');
      if (share?.payment.method !== 'stripe' || !share.payment.operatorRef || !stripe?.refund) return;
      await stripe.refund({
        operatorRef: share.payment.operatorRef,
        amount: share.amount,
        idempotencyKey: `refund-${orderId}`,
      });
      await deps.orders.markRefunded(ctx, orderId);
    },
  };
  deps.jobs.define(refundKind);

  /** What the waiting orders cost in `currency`: the purchase's own amounts, or converted from euros now. */
  async function pricesIn(ctx: RequestContext, purchase: Purchase, orders: BuyerOrder[], currency: CurrencyCode) {
    if (purchase.total.currency === currency) return orders.map((order) => order.total.amount);
    const quote = await deps.currencies.quoteFor(ctx, currency);
    return orders.map((order) => quote.price(order.total.base.amount).amount);
  }

  async function optionsFor(ctx: RequestContext, purchase: Purchase): Promise<PaymentMethodOption[]> {
    const enabled = await deps.enabledMethods(ctx);
    const orders = purchase.orders.filter(waiting);
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
    const groupCurrency = purchase.total.currency;
    const inGroupCurrency = await pricesIn(ctx, purchase, orders, groupCurrency);
    const inZloty = await pricesIn(ctx, purchase, orders, PLN);
    const site = (method: 'stripe' | 'przelewy24', amounts: number[], currency: CurrencyCode): PaymentMethodOption => ({
      method,
      available: enabled.has(method) && deps.operators.site(method) !== undefined,
      reason: !enabled.has(method) ? 'switched_off' : deps.operators.site(method) ? null : 'not_configured',
      amount: { amount: sum(amounts), currency },
      perOrder: null,
      newWindow: NEW_WINDOW.has(method),
    });
    const autopayOrders: PaymentMethodOption['perOrder'] = [];
    for (const [index, order] of orders.entries()) {
      if (await deps.operators.autopayFor(ctx, order.company.id)) {
        autopayOrders.push({
          orderId: order.id,
          number: order.number,
          amount: { amount: inZloty[index]!, currency: PLN },
        });
      }
    }
    const everyOrderCod = await deps.orders.codPossible(ctx, purchase.id);
    return [
      site('stripe', inGroupCurrency, groupCurrency),
      site('przelewy24', inZloty, PLN),
      {
        method: 'autopay',
        available: enabled.has('autopay') && autopayOrders.length > 0,
        reason: !enabled.has('autopay') ? 'switched_off' : autopayOrders.length > 0 ? null : 'not_configured',
        amount: { amount: sum(autopayOrders.map((order) => order.amount.amount)), currency: PLN },
        perOrder: autopayOrders,
        newWindow: true,
      },
      {
        method: 'cod',
        available: enabled.has('cod') && everyOrderCod,
        reason: !enabled.has('cod') ? 'switched_off' : everyOrderCod ? null : 'no_cod_delivery',
        amount: { amount: sum(inGroupCurrency), currency: groupCurrency },
        perOrder: null,
        newWindow: false,
      },
    ];
  }

  async function operatorFor(ctx: RequestContext, method: OnlinePaymentMethod, companyId?: string | null) {
    return method === 'autopay' ? deps.operators.autopayFor(ctx, companyId ?? '') : deps.operators.site(method);
  }

  /** Applies one verified notice, once: stored by its id first, then moving the payment forward. */
  async function apply(
    ctx: RequestContext,
    method: OnlinePaymentMethod,
    operator: PaymentOperator,
    notice: PaymentNotice,
  ) {
    // Przelewy24 counts a payment only once the marketplace has verified it; a failed verify stores
    // nothing, so the operator's next delivery tries again.
    if (
      operator.confirm &&
      notice.status === 'paid' &&
      !(await repository.notificationKnown(ctx.db, method, notice.eventId))
    ) {
      await operator.confirm(notice);
    }
    await inTransaction(ctx, async (tx) => {
      const payment = await repository.lockByReference(tx.db, notice.paymentId);
      const stored = await repository.storeNotification(tx.db, {
        method,
        eventId: notice.eventId,
        paymentId: payment?.id ?? null,
        state: notice.status,
        amount: notice.amount,
        currency: notice.currency,
        receivedAt: tx.now(),
      });
      if (!stored || !payment || payment.method !== method) return;
      const rightAmount = notice.amount === payment.amount && notice.currency === payment.currency;
      const state: PaymentState = notice.status === 'paid' && !rightAmount ? 'flagged' : notice.status;
      if (state === 'flagged') {
        tx.log.warn({ paymentId: payment.id, notice }, 'an operator reported another amount than the payment asked');
      }
      const now = tx.now();
      // The orders are paid by the first right 'paid', whatever came before or comes after.
      const paysNow = notice.status === 'paid' && rightAmount && !payment.paidAt;
      if (paysNow) await deps.orders.markPaid(tx, await repository.listOrderIds(tx.db, payment.id));
      const forward = RANK[state] > RANK[payment.state];
      if (!forward && !paysNow) return;
      await repository.updatePayment(tx.db, payment.id, {
        ...(forward && { state }),
        ...(paysNow && { paidAt: now }),
        operatorRef: notice.operatorRef,
        updatedAt: now,
      });
    });
  }

  return {
    async options(ctx: RequestContext, groupId: string): Promise<PaymentOptions> {
      requireBuyer(ctx);
      const purchase = await deps.orders.getPurchase(ctx, groupId);
      return { groupId: purchase.id, methods: await optionsFor(ctx, purchase) };
    },

    /**
     * Starts paying the purchase's waiting orders (Autopay: one seller's order) with an operator
     * and answers where to send the buyer. The same Idempotency-Key answers the same payment.
     */
    async start(ctx: RequestContext, idempotencyKey: string, input: StartPayment): Promise<StartedPayment> {
      const buyerId = requireBuyer(ctx);
      const known = await repository.findByKey(ctx.db, buyerId, idempotencyKey);
      if (known) return presentStarted(known.redirect ? known : await startedByOther(ctx, buyerId, idempotencyKey));
      const purchase = await deps.orders.getPurchase(ctx, input.groupId);
      const option = (await optionsFor(ctx, purchase)).find((candidate) => candidate.method === input.method);
      if (!option?.available) throw new AppError('payment_method_unavailable');

      let orders = purchase.orders.filter(waiting);
      let amounts: number[];
      let currency: CurrencyCode;
      let companyId: string | null = null;
      if (input.method === 'autopay') {
        const share = option.perOrder?.find((candidate) => candidate.orderId === input.orderId);
        orders = orders.filter((order) => order.id === share?.orderId);
        if (!share || orders.length === 0) throw new AppError('payment_method_unavailable');
        amounts = [share.amount.amount];
        currency = PLN;
        companyId = orders[0]?.company.id ?? null;
      } else {
        currency = option.amount.currency;
        amounts = await pricesIn(ctx, purchase, orders, currency);
      }
      if (orders.length === 0) throw new AppError('nothing_to_pay');
      const operator = await operatorFor(ctx, input.method, companyId);
      if (!operator) throw new AppError('payment_method_unavailable');

      const amount = amounts.reduce((total, value) => total + value, 0);
      let row: PaymentRow;
      try {
        row = await inTransaction(ctx, (tx) =>
          repository.insertPayment(
            tx.db,
            {
              reference: randomUUID().replaceAll('-', ''),
              groupId: purchase.id,
              buyerId,
              method: input.method,
              companyId,
              amount,
              currency,
              idempotencyKey,
              createdAt: tx.now(),
              updatedAt: tx.now(),
            },
            orders.map((order, index) => ({ orderId: order.id, amount: amounts[index]! })),
          ),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key at once: the other request is starting this payment; answer it when started.
        return presentStarted(await startedByOther(ctx, buyerId, idempotencyKey));
      }

      const result = `${deps.publicUrl}/payment-result?payment=${row.id}`;
      try {
        const redirect = await operator.start({
          paymentId: row.reference,
          amount,
          currency,
          description: orders.map((order) => order.number).join(', '),
          customerEmail: orders[0]?.contact.email ?? '',
          returnUrl: result,
          cancelUrl: `${result}&cancelled=1`,
          notifyUrl:
            input.method === 'autopay'
              ? `${deps.publicUrl}/api/payments/notify/autopay/${companyId}`
              : `${deps.publicUrl}/api/payments/notify/${input.method}`,
          idempotencyKey: `payment-${row.id}`,
          language: ctx.language,
        });
        const { operatorRef, ...stored } = redirect;
        const saved = await repository.updatePayment(ctx.db, row.id, {
          redirect: stored,
          operatorRef,
          updatedAt: ctx.now(),
        });
        return presentStarted(saved ?? row);
      } catch (error) {
        ctx.log.error({ err: error, paymentId: row.id }, 'the operator did not start a payment');
        await repository.updatePayment(ctx.db, row.id, { state: 'failed', updatedAt: ctx.now() });
        throw new AppError('payment_failed');
      }
    },

    /** For the order life, in the transaction that cancels a paid order: its refund is queued. */
    async refundDue(ctx: RequestContext, orderId: string): Promise<void> {
      await deps.jobs.send(ctx, refundKind, { orderId });
    },

    /**
     * Where Autopay's return sends the buyer: the payment's result page when the return's hash is
     * right (it never marks anything paid — only the ITN does), else the buyer's orders.
     */
    async autopayReturn(ctx: RequestContext, query: Record<string, unknown>, companyId?: string): Promise<string> {
      const operator = await deps.operators.autopayFor(ctx, companyId ?? '');
      const reference = typeof query.OrderID === 'string' ? query.OrderID : '';
      const payment = operator?.verifyReturn(query) ? await repository.findByReference(ctx.db, reference) : undefined;
      return payment ? `/payment-result?payment=${payment.id}` : '/userorders';
    },

    /** For the operator of the marketplace: payments reported for another amount than asked. */
    async listFlagged(ctx: RequestContext): Promise<FlaggedPayment[]> {
      const rows = await repository.listFlagged(ctx.db);
      return Promise.all(
        rows.map(async (row) => {
          const [reported, numbers] = await Promise.all([
            repository.reportedPaid(ctx.db, row.id),
            repository.listOrderIds(ctx.db, row.id).then((ids) => deps.orders.numbersOf(ctx, ids)),
          ]);
          return {
            ...present(row),
            reference: row.reference,
            operatorRef: row.operatorRef,
            reported: reported.map((report) => ({ amount: report.amount, currency: report.currency as CurrencyCode })),
            orderNumbers: numbers,
          };
        }),
      );
    },

    /** One of the buyer's payments, to follow it while it is in progress. */
    async get(ctx: RequestContext, id: string): Promise<Payment> {
      const buyerId = requireBuyer(ctx);
      const row = await repository.findById(ctx.db, id);
      if (!row || row.buyerId !== buyerId) throw new AppError('not_found');
      return present(row);
    },

    /**
     * An operator's notification: verified by the operator's adapter (anything not authentic is
     * refused and changes nothing), each notice applied once, then answered as the operator expects.
     */
    async notify(
      ctx: RequestContext,
      method: OnlinePaymentMethod,
      notification: IncomingNotification,
      companyId?: string,
    ): Promise<NotificationAnswer> {
      const operator = await operatorFor(ctx, method, companyId);
      if (!operator) throw new AppError('not_found');
      let notices: PaymentNotice[];
      try {
        notices = await operator.readNotification(notification);
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        ctx.log.warn({ err: error, method }, 'a payment notification was refused');
        throw new AppError('notification_rejected');
      }
      for (const notice of notices) await apply(ctx, method, operator, notice);
      return operator.answer(notices);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
