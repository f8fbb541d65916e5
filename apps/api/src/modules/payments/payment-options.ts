import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { Purchase } from '@glowmarket/shared/orders';
import type { PaymentMethod, PaymentMethodOption, PaymentOptions } from '@glowmarket/shared/payments';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { add, money, type Money } from '../../lib/money';
import type { DueOrder, PaymentsServiceDeps } from './payments.deps';

/** Operators whose page opens in a new window (the buyer keeps the shop open beside it). */
export const NEW_WINDOW: ReadonlySet<PaymentMethod> = new Set(['stripe', 'przelewy24', 'autopay']);

/** Autopay and Przelewy24 charge in złoty. */
export const PLN: CurrencyCode = 'PLN';

export const sum = (amounts: Money[], currency: CurrencyCode) => amounts.reduce(add, money(0, currency));

export function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

/** What the waiting orders cost in `currency`: the purchase's own amounts, or converted from euros now. */
export async function pricesIn(
  deps: Pick<PaymentsServiceDeps, 'currencies'>,
  ctx: RequestContext,
  input: { purchase: Purchase; orders: DueOrder[]; currency: CurrencyCode },
) {
  const { purchase, orders, currency } = input;
  if (purchase.total.currency === currency) return orders.map((order) => order.amount);
  const quote = await deps.currencies.quoteFor(ctx, currency);
  return orders.map((order) => money(quote.price(order.base.amount).amount, currency));
}

/**
 * Each method for the waiting orders: whether it can be used (or why not) and for how much —
 * card in the purchase's currency, Przelewy24 in złoty for all, Autopay in złoty per seller's
 * order, cash on delivery when every seller offers it.
 */
export async function optionsFor(
  deps: Pick<PaymentsServiceDeps, 'enabledMethods' | 'operators' | 'orders' | 'currencies'>,
  ctx: RequestContext,
  input: { purchase: Purchase; orders: DueOrder[] },
): Promise<PaymentMethodOption[]> {
  const { purchase, orders } = input;
  const enabled = await deps.enabledMethods(ctx);
  const groupCurrency = purchase.total.currency;
  const inGroupCurrency = await pricesIn(deps, ctx, { purchase, orders, currency: groupCurrency });
  const inZloty = await pricesIn(deps, ctx, { purchase, orders, currency: PLN });
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

/** How the buyer can pay one of their purchases, method by method. */
export async function paymentOptions(
  deps: Pick<PaymentsServiceDeps, 'enabledMethods' | 'operators' | 'orders' | 'currencies'>,
  ctx: RequestContext,
  groupId: string,
): Promise<PaymentOptions> {
  requireBuyer(ctx);
  const purchase = await deps.orders.getPurchase(ctx, groupId);
  return {
    groupId: purchase.id,
    methods: await optionsFor(deps, ctx, { purchase, orders: await deps.orders.dueOrders(ctx, groupId) }),
  };
}
