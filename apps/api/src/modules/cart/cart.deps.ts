import type { CartDelivery, CartDeliveryOption, FreeDelivery } from '@glowmarket/shared/cart';
import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryKind } from '@glowmarket/shared/logistics';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type { Database } from '../../db/client';
import type { Clock, RequestContext } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';

// What the cart module's use cases need from the rest of the app (app.ts passes it in).

export interface CartProduct {
  card: ProductCard;
  /** Euro cents now. */
  basePrice: number;
  stock: number;
  purchasable: boolean;
  /** Working days until the seller sends it (the product's "Ships in N days"). */
  dispatchDays: number;
  quote: { price(baseAmount: number): QuotedMoney };
}

/** A seller's delivery as the cart keeps it. */
export interface KeptDelivery {
  optionId: string | null;
  kind: DeliveryKind;
  pointName: string | null;
  pointAddress: string | null;
  shopId: string | null;
}

export interface CartServiceDeps {
  /** The catalog: cards, prices and stock of the products in a cart. */
  products: { forCart(ctx: RequestContext, ids: string[]): Promise<CartProduct[]> };
  /** The logistics module: a chosen delivery checked, and each seller's quote. */
  deliveries: {
    checkChoice(ctx: RequestContext, choice: DeliveryChoice): Promise<KeptDelivery>;
    quoteSellers(
      ctx: RequestContext,
      quote: (baseAmount: number) => QuotedMoney,
      sellers: {
        companyId: string;
        lines: { unitBase: number; quantity: number }[];
        choice: KeptDelivery | null;
      }[],
    ): Promise<
      {
        subtotal: QuotedMoney;
        deliveryOptions: { available: boolean; options: CartDeliveryOption[] };
        delivery: CartDelivery | null;
        freeDelivery: FreeDelivery;
        deliveryPrice: QuotedMoney;
        total: QuotedMoney;
        complete: boolean;
      }[]
    >;
  };
  /** For the nightly clean-up of abandoned visitors' carts. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
}
