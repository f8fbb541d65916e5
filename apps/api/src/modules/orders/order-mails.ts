import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { RequestContext } from '../../lib/context';
import type { Mail } from '../../lib/mail/mailer';
import { formatAmount, renderNoticeMail, type NoticeKind } from '../../lib/mail/templates';
import { inEuros, quoteOfGroup, shownAmounts } from './orders.present';
import type { OrderGroupRow, OrderLineRow, OrderRow } from './orders.tables';

export interface OrderMailsDeps {
  mailer: {
    send(ctx: RequestContext, mail: Mail): Promise<void>;
    sendMany(ctx: RequestContext, mails: Mail[]): Promise<void>;
  };
  site: { portalName(ctx: RequestContext): Promise<string> };
  accounts: {
    mailContactOf(
      ctx: RequestContext,
      userId: string,
    ): Promise<{ email: string; firstName: string; language: string } | undefined>;
  };
  sellers: {
    sellersOf(
      ctx: RequestContext,
      companyIds: string[],
    ): Promise<Map<string, { name: string; defaultLanguage: string; contactEmail: string }>>;
  };
  publicUrl: string;
}

export interface PlacedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What an order holds, as rows of the mail's table: the amounts the buyer's pages show. */
function rowsOf(order: OrderRow, lines: OrderLineRow[], quote: (amount: number) => QuotedMoney, language: string) {
  const shown = shownAmounts(order, lines, quote);
  return [
    ...lines.map((line, index): [string, string] => [
      `${line.quantity} × ${line.title}`,
      formatAmount(shown.lines[index] ?? quote(line.lineTotal), language),
    ]),
    [order.delivery.carrierName, formatAmount(shown.delivery, language)] as [string, string],
    ['Σ', formatAmount(shown.total, language)] as [string, string],
  ];
}

type Buyer = { email: string; firstName: string; language: string };
type Seller = { name: string; defaultLanguage: string; contactEmail: string };

/**
 * The mails an order sends, queued in the transaction that changes it (decision 012): to the
 * buyer when placed, shipped or cancelled, to the seller when it arrives.
 */
export function createOrderMails(deps: OrderMailsDeps) {
  function buyerMail(
    kind: NoticeKind,
    group: OrderGroupRow,
    placed: PlacedOrder,
    to: { buyer: Buyer; seller: Seller | undefined; portalName: string },
    values: Record<string, string> = {},
  ): Mail {
    const { buyer, seller, portalName } = to;
    return renderNoticeMail({
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
    });
  }

  /** The seller hears of one of its orders: placed, or paid and ready to pack. */
  function sellerMail(kind: NoticeKind, group: OrderGroupRow, placed: PlacedOrder, seller: Seller, portalName: string) {
    return renderNoticeMail({
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
    });
  }

  /** Who the mails about these orders go to, read once for all of them. */
  async function readers(ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder[]) {
    const [buyer, sellers, portalName] = await Promise.all([
      deps.accounts.mailContactOf(ctx, group.buyerId),
      deps.sellers.sellersOf(
        ctx,
        placed.map((part) => part.order.companyId),
      ),
      deps.site.portalName(ctx),
    ]);
    return { buyer, sellers, portalName };
  }

  async function toBuyer(
    ctx: RequestContext,
    kind: NoticeKind,
    group: OrderGroupRow,
    placed: PlacedOrder,
    values: Record<string, string> = {},
  ) {
    const { buyer, sellers, portalName } = await readers(ctx, group, [placed]);
    if (!buyer) return;
    const seller = sellers.get(placed.order.companyId);
    await deps.mailer.send(ctx, buyerMail(kind, group, placed, { buyer, seller, portalName }, values));
  }

  /**
   * Each order's mail to the buyer and to its seller, queued together in one statement (a purchase
   * from three sellers sends six).
   */
  async function toBoth(
    ctx: RequestContext,
    kinds: [NoticeKind, NoticeKind],
    group: OrderGroupRow,
    placed: PlacedOrder[],
  ) {
    const { buyer, sellers, portalName } = await readers(ctx, group, placed);
    const mails: Mail[] = [];
    for (const part of placed) {
      const seller = sellers.get(part.order.companyId);
      if (buyer) mails.push(buyerMail(kinds[0], group, part, { buyer, seller, portalName }));
      if (seller) mails.push(sellerMail(kinds[1], group, part, seller, portalName));
    }
    await deps.mailer.sendMany(ctx, mails);
  }

  return {
    /** The buyer hears of each order of the purchase; each seller of its own. */
    placed: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder[]) =>
      toBoth(ctx, ['orderPlaced', 'newOrder'], group, placed),

    /** A payment came in: the buyer is told it arrived, the seller that the order can be packed. */
    paid: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) =>
      toBoth(ctx, ['orderPaid', 'orderPaidSeller'], group, [placed]),

    shipped: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) =>
      toBuyer(ctx, 'orderShipped', group, placed, { trackingNumber: placed.order.trackingNumber ?? '' }),

    cancelled: (ctx: RequestContext, group: OrderGroupRow, placed: PlacedOrder) =>
      toBuyer(ctx, 'orderCancelled', group, placed),
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
