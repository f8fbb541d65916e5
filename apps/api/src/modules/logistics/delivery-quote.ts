import type { CartDelivery, CartDeliveryOption, FreeDelivery } from '@glowmarket/shared/cart';
import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { RequestContext } from '../../lib/context';
import { shownPart } from '../../lib/money';
import type { StoredDeliveryChoice } from './delivery-choice';
import { arrivalDays, estimatedDate, freeDeliveryOf, priceBaseOf } from './delivery-rules';
import type { ParcelPointRow } from './logistics.tables';
import {
  addressOf,
  examineChoice,
  lockersNamed,
  offersOf,
  type Offered,
  type OffersDeps,
  type SellerOffer,
} from './seller-offers';

/** One seller's part of a cart, for its quote. */
export interface QuoteSellerInput {
  companyId: string;
  /** The lines that can be ordered: euro cents a unit, how many, and the product's days to ship. */
  lines: { unitBase: number; quantity: number; dispatchDays?: number }[];
  choice: StoredDeliveryChoice | null;
}

export interface SellerQuote {
  lineTotals: QuotedMoney[];
  subtotal: QuotedMoney;
  deliveryOptions: { available: boolean; options: CartDeliveryOption[] };
  delivery: CartDelivery | null;
  freeDelivery: FreeDelivery;
  deliveryPrice: QuotedMoney;
  total: QuotedMoney;
  /** Nothing more is needed from the buyer for this seller (also when nothing of it can be ordered). */
  complete: boolean;
}

type Quote = (baseAmount: number) => QuotedMoney;

/** The chosen delivery as the cart shows it, and the offer it came to (null when no longer offered). */
async function quoteChoice(
  deps: OffersDeps,
  ctx: RequestContext,
  input: {
    seller: QuoteSellerInput & { choice: StoredDeliveryChoice };
    offer: SellerOffer;
    lockers: Map<string, ParcelPointRow>;
    quote: Quote;
    itemsBase: number;
    orderable: boolean;
    arrival: (offered: Offered) => string;
  },
): Promise<{ delivery: CartDelivery; deliveryBase: number; chosen: Offered | null }> {
  const { seller, offer, lockers, quote, itemsBase, arrival } = input;
  const { choice } = seller;
  const examined = await examineChoice(deps, ctx, { companyId: seller.companyId, offer, choice, lockers });
  const { offered, method } = examined;
  const priceBase = offered ? priceBaseOf(offered.entry, itemsBase) : 0;
  const point =
    examined.point ??
    (choice.pointName ? { name: choice.pointName, line1: choice.pointAddress ?? '', line2: '' } : null);
  return {
    // A seller none of whose products can be ordered sends nothing: its delivery costs nothing.
    deliveryBase: input.orderable ? priceBase : 0,
    chosen: offered,
    delivery: {
      optionId: choice.optionId,
      kind: choice.kind,
      carrierName: method?.carrierName ?? '',
      cod: method?.cod ?? false,
      needsPoint: method?.needsPoint ?? false,
      point: method?.needsPoint && point ? { name: point.name, address: addressOf(point) } : null,
      shop: examined.shop && { id: examined.shop.id, name: examined.shop.title, address: examined.shop.address },
      price: quote(priceBase),
      free: offered !== null && priceBase === 0,
      estimatedDate: offered ? arrival(offered) : null,
      complete: offered !== null && !examined.missing && !examined.refusal,
      problem: examined.refusal && examined.refusal.code !== 'validation_failed' ? examined.refusal.code : null,
    },
  };
}

/**
 * A cart's quote, seller by seller, in the currency of `quote`: each option priced for this
 * order, the chosen delivery as it stands, the way to free delivery, and the amounts added as
 * a placed purchase shows them (shownPart).
 */
export async function quoteSellers(
  deps: OffersDeps,
  ctx: RequestContext,
  input: { quote: Quote; sellers: QuoteSellerInput[] },
): Promise<SellerQuote[]> {
  const { quote, sellers } = input;
  if (sellers.length === 0) return [];
  const offers = await offersOf(
    deps,
    ctx,
    sellers.map((seller) => seller.companyId),
  );
  const lockers = await lockersNamed(
    ctx,
    sellers.map((seller) => seller.choice),
  );
  const today = ctx.now();
  const quotes: SellerQuote[] = [];
  for (const seller of sellers) {
    const offer = offers.get(seller.companyId);
    if (!offer) continue;
    const itemsBase = seller.lines.reduce((sum, line) => sum + line.unitBase * line.quantity, 0);
    const orderable = seller.lines.length > 0;
    // One parcel leaves once its slowest product is ready, as each product page counts it.
    const dispatchDays = Math.max(0, ...seller.lines.map((line) => line.dispatchDays ?? 0));
    const arrival = (offered: Offered) =>
      estimatedDate(today, arrivalDays(dispatchDays, offered.entry ? offered.entry.deliveryDays : null));
    const options = offer.options.map((offered): CartDeliveryOption => {
      const priceBase = priceBaseOf(offered.entry, itemsBase);
      return {
        id: offered.entry?.id ?? null,
        carrierName: offered.method.carrierName,
        kind: offered.method.kind,
        cod: offered.method.cod,
        needsPoint: offered.method.needsPoint,
        price: quote(priceBase),
        free: priceBase === 0,
        freeFrom: offered.entry?.freeFrom ? quote(offered.entry.freeFrom) : null,
        deliveryDays: offered.entry?.deliveryDays ?? 0,
        estimatedDate: arrival(offered),
      };
    });

    const { delivery, deliveryBase, chosen } = seller.choice
      ? await quoteChoice(deps, ctx, {
          seller: { ...seller, choice: seller.choice },
          offer,
          lockers,
          quote,
          itemsBase,
          orderable,
          arrival,
        })
      : { delivery: null, deliveryBase: 0, chosen: null };

    const part = shownPart(quote, { lines: seller.lines, deliveryBase });
    quotes.push({
      lineTotals: part.lines,
      subtotal: part.items,
      deliveryOptions: { available: offer.available, options },
      delivery,
      freeDelivery: freeDeliveryOf(
        quote,
        offer.options.map((option) => option.entry),
        chosen ? chosen.entry : undefined,
        itemsBase,
        part.items,
      ),
      deliveryPrice: part.delivery,
      total: part.total,
      complete: !orderable || delivery?.complete === true,
    });
  }
  return quotes;
}
