import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type { ShipmentRequest } from '../../integrations/shipx/shipments';
import type { RequestContext } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';
import type { OrderMails } from './order-mails';
import type { OrderLineTitles } from './orders.present';
import type { DeliverySnapshot, LineBatch } from './orders.tables';

// What the orders module's use cases need from the rest of the app (app.ts passes it in).

interface Quote {
  currency: CurrencyCode;
  scaledRate: number;
  price(baseAmount: number): QuotedMoney;
}

export interface OrdersServiceDeps {
  cart: {
    checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]>;
    /** Each seller's delivery as chosen on the cart: what placing uses when the request names none. */
    checkoutDeliveries(ctx: RequestContext): Promise<DeliveryChoice[]>;
    clearForBuyer(ctx: RequestContext): Promise<void>;
  };
  products: {
    forCart(
      ctx: RequestContext,
      ids: string[],
    ): Promise<{ card: ProductCard; basePrice: number; stock: number; purchasable: boolean }[]>;
    /**
     * Takes the lines' stock in the placing transaction; answers, for each product kept in
     * batches, what came from which batch (first to expire first).
     */
    takeStock(ctx: RequestContext, lines: { productId: string; quantity: number }[]): Promise<Map<string, LineBatch[]>>;
    titlesWrittenIn: OrderLineTitles;
  };
  logistics: {
    resolveDeliveries(
      ctx: RequestContext,
      parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
    ): Promise<{ priceBase: number; snapshot: DeliverySnapshot }[]>;
    offersCodVariant(ctx: RequestContext, companyId: string, carrierId: string, kind: string): Promise<boolean>;
  };
  sellers: {
    commissionsFor(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>>;
    namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
  };
  currencies: { quoteFor(ctx: RequestContext): Promise<Quote> };
  mails: OrderMails;
  /** How long an unpaid order keeps its stock (ORDER_PAYMENT_MINUTES). */
  paymentMinutes: number;
}

/** What the order life needs of a company's ShipX account (integrations/shipx/shipments). */
export interface ShipxClient {
  create(input: ShipmentRequest): Promise<{ id: string; status: string }>;
  waitConfirmed(id: string): Promise<{ id: string; trackingNumber: string }>;
  label(id: string): Promise<Buffer>;
}

export interface OrderLifeDeps {
  jobs: JobQueue;
  /** A context for work no request started (the expiry job). */
  background(requestId: string): RequestContext;
  products: {
    /** Gives a cancelled order's stock back; a line taken from batches goes back to them. */
    returnStock(
      ctx: RequestContext,
      lines: { productId: string; quantity: number; batches: LineBatch[] | null }[],
    ): Promise<void>;
    titlesWrittenIn: OrderLineTitles;
  };
  sellers: { namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>> };
  site: { commissionVatBasisPoints(ctx: RequestContext): Promise<number> };
  shipx: {
    /**
     * Whether the marketplace talks to a ShipX: the one at SHIPX_URL, or in the demo the sandbox
     * the app serves. False for a server with neither, whatever keys its sellers saved.
     */
    available: boolean;
    /** The company's ShipX client, on its saved keys; undefined while it has saved none. */
    clientFor(ctx: RequestContext, companyId: string): Promise<ShipxClient | undefined>;
  };
  mails: OrderMails;
  /** The payments module: a paid order was cancelled, its money goes back where the operator allows. */
  refunds: { refundDue(ctx: RequestContext, orderId: string): Promise<void> };
}
