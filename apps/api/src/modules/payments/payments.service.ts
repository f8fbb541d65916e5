import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { Purchase } from '@glowmarket/shared/orders';
import type {
  FlaggedPayment,
  OnlinePaymentMethod,
  PaymentFlagReason,
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
import { fingerprintOf } from '../../lib/fingerprint';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { isUniqueViolation } from '../../lib/db-errors';
import { add, money, type Money } from '../../lib/money';
import type { PaymentMails } from './payment-mails';
import { presentPayment } from './payments.present';
import * as repository from './payments.repository';
import type { PaymentRow } from './payments.tables';

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

/** Operators whose page opens in a new window (the buyer keeps the shop open beside it). */
const NEW_WINDOW: ReadonlySet<PaymentMethod> = new Set(['stripe', 'przelewy24', 'autopay']);

/** Autopay and Przelewy24 charge in złoty. */
const PLN: CurrencyCode = 'PLN';

/**
 * The order of a payment's states: a notice moves a payment only forward, so notices delivered
 * late, twice or out of order end in the same state as delivered once in order.
 */
const RANK: Record<PaymentState, number> = {
  started: 0,
  pending: 1,
  cancelled: 2,
  failed: 3,
  superseded: 4,
  paid: 5,
  flagged: 6,
};

const sum = (amounts: Money[], currency: CurrencyCode) => amounts.reduce(add, money(0, currency));

const sameOrders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

function presentStarted(row: PaymentRow): StartedPayment {
  if (!row.redirect) throw new AppError('payment_failed');
  return { ...presentPayment(row), redirect: row.redirect, newWindow: NEW_WINDOW.has(row.method) };
}

/** How long a second request for the same payment waits for the first to start it at the operator. */
const START_WAIT_MS = 10_000;

/** Waits until the payment another request is starting has its operator's page (or failed). */
async function startedElsewhere(ctx: RequestContext, find: () => Promise<PaymentRow | undefined>): Promise<PaymentRow> {
  for (let waited = 0; waited < START_WAIT_MS; waited += 100) {
    const row = await find();
    if (row?.redirect || row?.state === 'failed') return row;
    await setTimeout(100);
  }
  throw new AppError('payment_failed');
}

/** A payment started but never given its operator's page in time: its start died, so it is not reused. */
const startDied = (row: PaymentRow, now: Date) =>
  !row.redirect && now.getTime() - row.createdAt.getTime() > START_WAIT_MS;

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

  /**
   * Gives back money that came for orders it could no longer pay (a second payment for a paid
   * purchase, or money after the orders were cancelled or expired), once: the refund's idempotency
   * key is the payment's.
   */
  const returnKind: JobKind<{ paymentId: string }> = {
    name: 'payment-return',
    retryLimit: 8,
    retryDelaySeconds: 60,
    backoff: true,
    run: async ({ paymentId }) => {
      const ctx = deps.background('payment-return');
      const payment = await repository.findById(ctx.db, paymentId);
      if (!payment || payment.refundState !== 'due' || !payment.refundAmount || !payment.operatorRef) return;
      const operator = await operatorFor(ctx, payment.method as OnlinePaymentMethod, payment.companyId);
      if (!operator?.refund) return;
      await operator.refund({
        operatorRef: payment.operatorRef,
        amount: payment.refundAmount,
        idempotencyKey: `return-${payment.id}`,
      });
      await inTransaction(ctx, async (tx) => {
        await repository.updatePayment(tx.db, payment.id, { refundState: 'refunded', updatedAt: tx.now() });
        for (const orderId of await repository.refundOrderIds(tx.db, payment.id)) {
          await deps.orders.markRefunded(tx, orderId);
        }
      });
    },
  };
  deps.jobs.define(returnKind);

  /** What the waiting orders cost in `currency`: the purchase's own amounts, or converted from euros now. */
  async function pricesIn(ctx: RequestContext, purchase: Purchase, orders: DueOrder[], currency: CurrencyCode) {
    if (purchase.total.currency === currency) return orders.map((order) => order.amount);
    const quote = await deps.currencies.quoteFor(ctx, currency);
    return orders.map((order) => money(quote.price(order.base.amount).amount, currency));
  }

  async function optionsFor(
    ctx: RequestContext,
    purchase: Purchase,
    orders: DueOrder[],
  ): Promise<PaymentMethodOption[]> {
    const enabled = await deps.enabledMethods(ctx);
    const groupCurrency = purchase.total.currency;
    const inGroupCurrency = await pricesIn(ctx, purchase, orders, groupCurrency);
    const inZloty = await pricesIn(ctx, purchase, orders, PLN);
    const site = (method: 'stripe' | 'przelewy24', amounts: Money[], currency: CurrencyCode): PaymentMethodOption => ({
      method,
      available: enabled.has(method) && deps.operators.site(method) !== undefined,
      reason: !enabled.has(method) ? 'switched_off' : deps.operators.site(method) ? null : 'not_configured',
      amount: sum(amounts, currency),
      perOrder: null,
      newWindow: NEW_WINDOW.has(method),
    });
    const autopayOrders: NonNullable<PaymentMethodOption['perOrder']> = [];
    for (const [index, order] of orders.entries()) {
      if (await deps.operators.autopayFor(ctx, order.companyId)) {
        autopayOrders.push({ orderId: order.orderId, number: order.number, amount: inZloty[index]! });
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
        amount: sum(
          autopayOrders.map((order) => money(order.amount.amount, PLN)),
          PLN,
        ),
        perOrder: autopayOrders,
        newWindow: true,
      },
      {
        method: 'cod',
        available: enabled.has('cod') && everyOrderCod,
        reason: !enabled.has('cod') ? 'switched_off' : everyOrderCod ? null : 'no_cod_delivery',
        amount: sum(inGroupCurrency, groupCurrency),
        perOrder: null,
        newWindow: false,
      },
    ];
  }

  async function operatorFor(ctx: RequestContext, method: OnlinePaymentMethod, companyId?: string | null) {
    return method === 'autopay' ? deps.operators.autopayFor(ctx, companyId ?? '') : deps.operators.site(method);
  }

  /**
   * Money the operator reports for a payment, applied once: the orders still waiting are paid; the
   * share of any other (paid by another payment, cancelled or expired) is owed back — the payment is
   * flagged for the operator of the marketplace with the reason, the refund queued where the
   * operator can make it, and the buyer told.
   */
  async function takeMoney(
    tx: RequestContext,
    payment: PaymentRow,
    operator: PaymentOperator,
    notice: PaymentNotice,
  ): Promise<string[]> {
    const now = tx.now();
    const shares = await repository.listShares(tx.db, payment.id);
    const { paid, closed } = await deps.orders.markPaid(
      tx,
      shares.map((share) => share.orderId),
    );
    const rest = shares.filter((share) => !paid.includes(share.orderId));
    await repository.settleShares(tx.db, payment.id, paid, 'paid');
    if (rest.length === 0) {
      await repository.updatePayment(tx.db, payment.id, {
        state: 'paid',
        paidAt: now,
        operatorRef: notice.operatorRef,
        updatedAt: now,
      });
      return paid;
    }
    const restIds = rest.map((share) => share.orderId);
    await repository.settleShares(tx.db, payment.id, restIds, 'refund');
    const currency = payment.currency as CurrencyCode;
    const refund = sum(
      rest.map((share) => money(share.amount, currency)),
      currency,
    );
    const reason: PaymentFlagReason = rest.every((share) => closed.includes(share.orderId))
      ? 'orders_closed'
      : 'already_paid';
    const byItself = operator.refund !== undefined;
    tx.log.warn({ paymentId: payment.id, reason, refund }, 'money came for orders it could no longer pay');
    await repository.updatePayment(tx.db, payment.id, {
      state: 'flagged',
      flagReason: reason,
      refundAmount: refund.amount,
      refundState: byItself ? 'due' : 'manual',
      ...(paid.length > 0 && { paidAt: now }),
      operatorRef: notice.operatorRef,
      updatedAt: now,
    });
    if (byItself) await deps.jobs.send(tx, returnKind, { paymentId: payment.id });
    await deps.mails.moneyNotApplied(tx, {
      buyerId: payment.buyerId,
      amount: refund,
      orderNumbers: await deps.orders.numbersOf(tx, restIds),
      refundedByItself: byItself,
    });
    return paid;
  }

  /**
   * Once money paid some orders, the purchase's other payments still open for them can only
   * charge twice: they are superseded and closed at their operators, as a new start would.
   */
  async function closeOthers(ctx: RequestContext, payment: PaymentRow, paidOrderIds: string[]) {
    const others = await inTransaction(ctx, async (tx) => {
      await repository.lockPurchaseStarts(tx.db, payment.groupId);
      const open = (await repository.listOpen(tx.db, payment.groupId)).filter(
        (other) => other.id !== payment.id && other.orderIds.some((id) => paidOrderIds.includes(id)),
      );
      for (const other of open) {
        await repository.updatePayment(tx.db, other.id, { state: 'superseded', updatedAt: tx.now() });
      }
      return open;
    });
    await closeAtOperators(ctx, others);
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
    const paidNow = await inTransaction(ctx, async (tx) => {
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
      if (!stored || !payment || payment.method !== method) return undefined;
      const now = tx.now();
      const rightAmount = notice.amount === payment.amount && notice.currency === payment.currency;
      if (notice.status === 'paid' && !rightAmount) {
        tx.log.warn({ paymentId: payment.id, notice }, 'an operator reported another amount than the payment asked');
        if (RANK.flagged <= RANK[payment.state]) return undefined;
        await repository.updatePayment(tx.db, payment.id, {
          state: 'flagged',
          flagReason: 'amount_mismatch',
          refundState: 'manual',
          operatorRef: notice.operatorRef,
          updatedAt: now,
        });
        return undefined;
      }
      // The money is taken by the first right 'paid', whatever came before or comes after.
      const settled = (await repository.listShares(tx.db, payment.id)).some((share) => share.outcome !== null);
      if (notice.status === 'paid' && !settled) {
        const paid = await takeMoney(tx, payment, operator, notice);
        return paid.length > 0 ? { payment, paid } : undefined;
      }
      if (RANK[notice.status] <= RANK[payment.state]) return undefined;
      await repository.updatePayment(tx.db, payment.id, {
        state: notice.status,
        operatorRef: notice.operatorRef,
        updatedAt: now,
      });
      return undefined;
    });
    if (paidNow) await closeOthers(ctx, paidNow.payment, paidNow.paid);
  }

  /** Ends the earlier payments at their operators (Stripe's sessions expire); the others stay superseded. */
  async function closeAtOperators(ctx: RequestContext, superseded: PaymentRow[]) {
    for (const earlier of superseded) {
      if (earlier.method === 'cod' || !earlier.operatorRef) continue;
      const operator = await operatorFor(ctx, earlier.method, earlier.companyId);
      try {
        await operator?.close?.(earlier.operatorRef);
      } catch (error) {
        // Its money, if it still comes, is given back as money for orders already paid.
        ctx.log.error({ err: error, paymentId: earlier.id }, 'an earlier payment could not be closed at its operator');
      }
    }
  }

  /** Answers a start whose Idempotency-Key is known: the same payment, unless the key came with another request. */
  async function answerKnown(
    ctx: RequestContext,
    buyerId: string,
    key: string,
    known: PaymentRow,
    fingerprint: string,
  ) {
    if (known.fingerprint !== null && known.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
    if (known.redirect) return presentStarted(known);
    return presentStarted(await startedElsewhere(ctx, () => repository.findByKey(ctx.db, buyerId, key)));
  }

  return {
    async options(ctx: RequestContext, groupId: string): Promise<PaymentOptions> {
      requireBuyer(ctx);
      const purchase = await deps.orders.getPurchase(ctx, groupId);
      return {
        groupId: purchase.id,
        methods: await optionsFor(ctx, purchase, await deps.orders.dueOrders(ctx, groupId)),
      };
    },

    /**
     * Starts paying the purchase's waiting orders (Autopay: one seller's order) with an operator
     * and answers where to send the buyer. A purchase has one live payment at a time: a start while
     * another for the same orders is open answers that one (same method and amount) or first
     * supersedes it, closed at its operator where the operator can. The same Idempotency-Key answers
     * the same payment; with another request it is refused.
     */
    async start(ctx: RequestContext, idempotencyKey: string, input: StartPayment): Promise<StartedPayment> {
      const buyerId = requireBuyer(ctx);
      const fingerprint = fingerprintOf({
        groupId: input.groupId,
        method: input.method,
        orderId: input.orderId ?? null,
      });
      const known = await repository.findByKey(ctx.db, buyerId, idempotencyKey);
      if (known) return answerKnown(ctx, buyerId, idempotencyKey, known, fingerprint);
      const purchase = await deps.orders.getPurchase(ctx, input.groupId);
      let orders = await deps.orders.dueOrders(ctx, purchase.id);
      const option = (await optionsFor(ctx, purchase, orders)).find((candidate) => candidate.method === input.method);
      if (!option?.available) throw new AppError('payment_method_unavailable');

      let amounts: Money[];
      let currency: CurrencyCode;
      let companyId: string | null = null;
      if (input.method === 'autopay') {
        const share = option.perOrder?.find((candidate) => candidate.orderId === input.orderId);
        orders = orders.filter((order) => order.orderId === share?.orderId);
        if (!share || orders.length === 0) throw new AppError('payment_method_unavailable');
        amounts = [money(share.amount.amount, PLN)];
        currency = PLN;
        companyId = orders[0]?.companyId ?? null;
      } else {
        currency = option.amount.currency;
        amounts = await pricesIn(ctx, purchase, orders, currency);
      }
      if (orders.length === 0) throw new AppError('nothing_to_pay');
      const operator = await operatorFor(ctx, input.method, companyId);
      if (!operator) throw new AppError('payment_method_unavailable');
      const amount = sum(amounts, currency).amount;
      const orderIds = orders.map((order) => order.orderId);

      let decision: { row: PaymentRow; reused: boolean; superseded: PaymentRow[] };
      try {
        decision = await inTransaction(ctx, async (tx) => {
          // Starts for one purchase queue here, so each sees what the one before it left open.
          await repository.lockPurchaseStarts(tx.db, purchase.id);
          const again = await repository.findByKey(tx.db, buyerId, idempotencyKey);
          if (again) return { row: again, reused: true, superseded: [] };
          const open = (await repository.listOpen(tx.db, purchase.id)).filter((payment) =>
            payment.orderIds.some((id) => orderIds.includes(id)),
          );
          const live = open.find(
            (payment) =>
              payment.method === input.method &&
              payment.amount === amount &&
              payment.currency === currency &&
              sameOrders(payment.orderIds, orderIds) &&
              !startDied(payment, tx.now()),
          );
          if (live) return { row: live, reused: true, superseded: [] };
          for (const earlier of open) {
            await repository.updatePayment(tx.db, earlier.id, { state: 'superseded', updatedAt: tx.now() });
          }
          const row = await repository.insertPayment(
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
              fingerprint,
              createdAt: tx.now(),
              updatedAt: tx.now(),
            },
            orders.map((order, index) => ({ orderId: order.orderId, amount: amounts[index]!.amount })),
          );
          return { row, reused: false, superseded: open };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key at once: the other request is starting this payment; answer it when started.
        return answerKnown(
          ctx,
          buyerId,
          idempotencyKey,
          await startedElsewhere(ctx, () => repository.findByKey(ctx.db, buyerId, idempotencyKey)),
          fingerprint,
        );
      }
      if (decision.reused) {
        const { row } = decision;
        if (row.idempotencyKey === idempotencyKey) return answerKnown(ctx, buyerId, idempotencyKey, row, fingerprint);
        return presentStarted(
          row.redirect ? row : await startedElsewhere(ctx, () => repository.findById(ctx.db, row.id)),
        );
      }
      const { row } = decision;
      await closeAtOperators(ctx, decision.superseded);

      const result = `${deps.publicUrl}/payment-result?payment=${row.id}`;
      try {
        const redirect = await operator.start({
          paymentId: row.reference,
          amount,
          currency,
          description: orders.map((order) => order.number).join(', '),
          customerEmail: orders[0]?.email ?? '',
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
        if (saved?.state === 'superseded') {
          // A start for other orders or another method came while this one was at its operator.
          await closeAtOperators(ctx, [saved]);
          throw new AppError('payment_failed');
        }
        return presentStarted(saved ?? row);
      } catch (error) {
        if (error instanceof AppError) throw error;
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

    /** For the operator of the marketplace: payments whose money could not pay their orders as asked, and why. */
    async listFlagged(ctx: RequestContext): Promise<FlaggedPayment[]> {
      const rows = await repository.listFlagged(ctx.db);
      return Promise.all(
        rows.map(async (row) => {
          const [reported, numbers] = await Promise.all([
            repository.reportedPaid(ctx.db, row.id),
            repository.listOrderIds(ctx.db, row.id).then((ids) => deps.orders.numbersOf(ctx, ids)),
          ]);
          return {
            ...presentPayment(row),
            reference: row.reference,
            operatorRef: row.operatorRef,
            reason: row.flagReason ?? 'amount_mismatch',
            refund:
              row.refundAmount !== null && row.refundState !== null
                ? { amount: money(row.refundAmount, row.currency as CurrencyCode), state: row.refundState }
                : null,
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
      return presentPayment(row);
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
