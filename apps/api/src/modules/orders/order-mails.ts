import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { RequestContext } from '../../lib/context';
import type { Mail } from '../../lib/mail/mailer';
import { renderNoticeMail, type NoticeKind } from '../../lib/mail/templates';
import { inEuros, quoteOfGroup } from './orders.present';
import type { OrderGroupRow, OrderLineRow, OrderRow } from './orders.tables';

export interface OrderMailsDeps {
  mailer: { send(ctx: RequestContext, mail: Mail): Promise<void> };
  site: { portalName(ctx: RequestContext): Promise<string> };
  accounts: {
    mailContactOf(
      ctx: RequestContext,
      userId: string,
    ): Promise<{ email: string; firstName: string; language: string } | undefined>;
  };
  sellers: {
    sellerOf(
      ctx: RequestContext,
      companyId: string,
    ): Promise<{ name: string; defaultLanguage: string; contactEmail: string } | undefined>;
  };
  publicUrl: string;
}

export interface PlacedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

const format = (price: QuotedMoney, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: price.currency }).format(price.amount / 100);

/** What an order holds, as rows of the mail's table. */
function rowsOf(order: OrderRow, lines: OrderLineRow[], quote: (amount: number) => QuotedMoney, language: string) {
  return [
    ...lines.map((line): [string, string] => [
      `${line.quantity} × ${line.title}`,
      format(quote(line.lineTotal), language),
    ]),
    [order.delivery.carrierName, format(quote(order.deliveryPrice), language)] as [string, string],
    ['Σ', format(quote(order.total), language)] as [string, string],
  ];
}

/**
 * The mails an order sends, queued in the transaction that changes it (decision 012): to the
 * buyer when placed, shipped or cancelled, to the seller when it arrives.
 */
export function createOrderMails(deps: OrderMailsDeps) {
  async function toBuyer(
    ctx: RequestContext,
    kind: NoticeKind,
    group: OrderGroupRow,
    placed: PlacedOrder,
    values: Record<string, string> = {},
  ) {
    const [buyer, seller, portalName] = await Promise.all([
      deps.accounts.mailContactOf(ctx, group.buyerId),
      deps.sellers.sellerOf(ctx, placed.order.companyId),
      deps.site.portalName(ctx),
    ]);
    if (!buyer) return;
    await deps.mailer.send(
      ctx,
      renderNoticeMail({
        kind,
        to: buyer.email,
        language: buyer.language,
        values: {
          firstName: buyer.firstName,
          portalName,
          number: placed.order.number,
          seller: seller?.name ?? '',
          carrier: placed.order.delivery.carrierName,
          ...values,
        },
        rows: rowsOf(placed.order, placed.lines, quoteOfGroup(group), buyer.language),
        link: `${deps.publicUrl}/userorders`,
      }),
    );
  }

  /** The seller hears of one of its orders: placed, or paid and ready to pack. */
  async function toSeller(ctx: RequestContext, kind: NoticeKind, group: OrderGroupRow, placed: PlacedOrder) {
    const [seller, portalName] = await Promise.all([
      deps.sellers.sellerOf(ctx, placed.order.companyId),
      deps.site.portalName(ctx),
    ]);
    if (!seller) return;
    await deps.mailer.send(
      ctx,
      renderNoticeMail({
        kind,
        to: seller.contactEmail,
        language: seller.defaultLanguage,
        values: {
          firstName: seller.name,
          portalName,
          number: placed.order.number,
          seller: seller.name,
          customer: `${group.contact.firstName} ${group.contact.lastName}`,
        },
        rows: rowsOf(placed.order, placed.lines, inEuros, seller.defaultLanguage),
        link: `${deps.publicUrl}/orders?order=${placed.order.id}`,
      }),
    );
  }

  return {
    /** The buyer hears of each order of the purchase; each seller of its own. */
    async placed(ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder[]) {
      for (const part of placed) {
        await toBuyer(ctx, 'orderPlaced', group, part);
        await toSeller(ctx, 'newOrder', group, part);
      }
    },

    /** A payment came in: the buyer is told it arrived, the seller that the order can be packed. */
    async paid(ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) {
      await toBuyer(ctx, 'orderPaid', group, placed);
      await toSeller(ctx, 'orderPaidSeller', group, placed);
    },

    shipped: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) =>
      toBuyer(ctx, 'orderShipped', group, placed, { trackingNumber: placed.order.trackingNumber ?? '' }),

    cancelled: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) =>
      toBuyer(ctx, 'orderCancelled', group, placed),
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
