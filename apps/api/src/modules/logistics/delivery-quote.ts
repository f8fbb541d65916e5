import type { CartDelivery, CartDeliveryOption, FreeDelivery } from '@glowmarket/shared/cart';
import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryKind } from '@glowmarket/shared/logistics';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { shownPart } from '../../lib/money';
import * as repository from './logistics.repository';
import type { DeliveryPriceRow, ParcelPointRow } from './logistics.tables';

/**
 * The delivery rules in one place: what a seller offers a buyer now, what a choice costs an order
 * (free from the entry's threshold, decided in euro cents as the seller set it), when it arrives,
 * and whether a choice can be placed. The cart quotes with them (quoteSellers) and checkout places
 * with them (resolveDelivery), so the two cannot disagree.
 */

/** Working days a store-pickup order takes to be put aside at the shop. */
export const STORE_PICKUP_READY_DAYS = 1;

/** Whether items worth `itemsBase` euro cents reach a free-delivery threshold (null: never free). */
export function reachesThreshold(itemsBase: number, freeFrom: number | null): boolean {
  return freeFrom !== null && itemsBase >= freeFrom;
}

/** What a price-list entry costs an order of `itemsBase` euro cents: nothing from its threshold on. */
export function deliveryPriceBase(entry: { price: number; freeFrom: number | null }, itemsBase: number): number {
  return reachesThreshold(itemsBase, entry.freeFrom) ? 0 : entry.price;
}

/**
 * The day `workingDays` working days (Monday to Friday: carriers do not deliver at weekends)
 * after `from`, as YYYY-MM-DD; 0 is the same day.
 */
export function estimatedDate(from: Date, workingDays: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = workingDays; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * Working days until a delivery reaches the buyer, or for store pickup (no carrier days) until it
 * is ready at the shop: the seller's time to send — a product's "Ships in N days" — then the
 * carrier's days from dispatch. What the product page promises per option comes from here.
 */
export function arrivalDays(dispatchDays: number, carrierDays: number | null): number {
  return carrierDays === null ? Math.max(dispatchDays, STORE_PICKUP_READY_DAYS) : dispatchDays + carrierDays;
}

/** A seller's delivery as a cart keeps it: the choice, with the locker's address as found. */
export interface StoredDeliveryChoice {
  optionId: string | null;
  kind: DeliveryKind;
  pointName: string | null;
  pointAddress: string | null;
  shopId: string | null;
}

/** One way the seller delivers now: a usable price-list entry, or store pickup (no entry). */
interface Offered {
  entry: DeliveryPriceRow | null;
  method: repository.MethodWithCarrier;
}

interface SellerOffer {
  /** Usable entries, cheapest first (then fastest); store pickup last when offered. */
  options: Offered[];
  /** The seller has a usable price-list entry: without one it cannot deliver at all. */
  available: boolean;
  /** Every entry of the seller and every method, to name a choice that is no longer offered. */
  entries: Map<string, DeliveryPriceRow>;
  methods: Map<string, repository.MethodWithCarrier>;
  /** The operator's store-pickup method, when offered. */
  storePickup: repository.MethodWithCarrier | null;
  pickupShops: number;
}

/** What a choice comes to against the seller's offer. */
interface Examined {
  /** The method chosen, as far as it can still be named (null when nothing of it is known). */
  method: repository.MethodWithCarrier | null;
  /** The usable entry or store pickup chosen; null when the seller no longer offers it. */
  offered: Offered | null;
  point: { name: string; line1: string; line2: string } | null;
  shop: { id: string; title: string; address: string } | null;
  /** What the method needs and the choice does not name yet. */
  missing: 'pointName' | 'shopId' | null;
  /** Why it cannot be placed, when it cannot. */
  refusal: AppError | null;
}

function choiceProblem(field: 'pointName' | 'shopId', reason: 'required' | 'choose'): AppError {
  return new AppError('validation_failed', {
    fields: [{ field: `body.deliveries.${field}`, reason, message: VALIDATION_MESSAGES[reason] }],
  });
}

const addressOf = (point: { line1: string; line2: string }) => [point.line1, point.line2].filter(Boolean).join(', ');

/** A point as the buyer typed or picked it: lockers and pickup points are named in capitals. */
const pointKey = (name: string) => name.trim().toUpperCase();

export interface DeliveryQuoteDeps {
  /** The shops module: a seller with a pickup shop offers store pickup. */
  shops: {
    pickupShopCount(ctx: RequestContext, companyId: string): Promise<number>;
    pickupShopCounts(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>>;
    pickupShopOf(
      ctx: RequestContext,
      companyId: string,
      shopId: string,
    ): Promise<{ id: string; title: string; address: string } | undefined>;
  };
}

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

export function createDeliveryQuotes(deps: DeliveryQuoteDeps) {
  /** What each of `companyIds` offers now: one query for all, and one for their pickup shops. */
  async function offersOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, SellerOffer>> {
    const { methods, prices } = await repository.listMethodsAndPrices(ctx.db, [...new Set(companyIds)]);
    const methodsById = new Map(methods.map((method) => [method.id, method]));
    const storePickup =
      methods.find((method) => method.kind === 'store_pickup' && repository.isOffered(method)) ?? null;
    const usableOf = (companyId: string) =>
      prices
        .filter((entry) => entry.companyId === companyId)
        .flatMap((entry): Offered[] => {
          const method = methodsById.get(entry.methodId);
          return method && repository.isOffered(method) && method.kind !== 'store_pickup' ? [{ entry, method }] : [];
        });
    // Store pickup only beside a price list: a seller that cannot ship is not half open.
    const shopCounts = storePickup
      ? await deps.shops.pickupShopCounts(
          ctx,
          [...new Set(companyIds)].filter((companyId) => usableOf(companyId).length > 0),
        )
      : new Map<string, number>();
    const offers = new Map<string, SellerOffer>();
    for (const companyId of new Set(companyIds)) {
      const own = prices.filter((entry) => entry.companyId === companyId);
      const usable = usableOf(companyId);
      usable.sort((a, b) => (a.entry?.price ?? 0) - (b.entry?.price ?? 0) || daysOf(a) - daysOf(b));
      const pickupShops = usable.length > 0 ? (shopCounts.get(companyId) ?? 0) : 0;
      const options = storePickup && pickupShops > 0 ? [...usable, { entry: null, method: storePickup }] : usable;
      offers.set(companyId, {
        options,
        available: usable.length > 0,
        entries: new Map(own.map((entry) => [entry.id, entry])),
        methods: methodsById,
        storePickup,
        pickupShops,
      });
    }
    return offers;
  }

  /**
   * A choice against the seller's offer: what it names, what it still lacks and why it cannot be
   * placed. `lockers` holds the lockers already read by name (a cart's, in one query).
   */
  async function examine(
    ctx: RequestContext,
    companyId: string,
    offer: SellerOffer,
    choice: { optionId: string | null; kind: DeliveryKind; pointName?: string | null; shopId?: string | null },
    lockers?: Map<string, ParcelPointRow>,
  ): Promise<Examined> {
    const none: Examined = { method: null, offered: null, point: null, shop: null, missing: null, refusal: null };
    if (choice.kind === 'store_pickup') {
      const offered = offer.options.find((option) => option.entry === null) ?? null;
      const named = { ...none, method: offer.storePickup, offered };
      if (!offer.available || !offer.storePickup) {
        return { ...named, refusal: new AppError('delivery_type_unavailable', { companyId }) };
      }
      if (offer.pickupShops === 0) return { ...named, refusal: new AppError('provider_has_no_shops', { companyId }) };
      if (!choice.shopId) return { ...named, missing: 'shopId' };
      const shop = await deps.shops.pickupShopOf(ctx, companyId, choice.shopId);
      return shop ? { ...named, shop } : { ...named, refusal: choiceProblem('shopId', 'choose') };
    }
    const offered =
      offer.options.find((option) => option.entry !== null && option.entry.id === choice.optionId) ?? null;
    const stored = choice.optionId ? offer.entries.get(choice.optionId) : undefined;
    const method = offered?.method ?? (stored && offer.methods.get(stored.methodId)) ?? null;
    if (!offered || offered.method.kind !== choice.kind) {
      return {
        ...none,
        method: method?.kind === choice.kind ? method : null,
        refusal: new AppError('delivery_type_unavailable', { companyId }),
      };
    }
    const named = { ...none, method: offered.method, offered };
    if (!offered.method.needsPoint) return named;
    if (!choice.pointName?.trim()) return { ...named, missing: 'pointName' };
    if (offered.method.kind !== 'parcel_locker') {
      return { ...named, point: { name: pointKey(choice.pointName), line1: '', line2: '' } };
    }
    const found = lockers?.get(pointKey(choice.pointName)) ?? (await repository.findPoint(ctx.db, choice.pointName));
    if (!found) return { ...named, refusal: choiceProblem('pointName', 'choose') };
    const point = { name: found.name, line1: found.line1, line2: found.line2 };
    if (found.retiredAt) {
      return { ...named, point, refusal: new AppError('parcel_point_retired', { companyId, pointName: found.name }) };
    }
    return { ...named, point };
  }

  const priceBaseOf = (offered: Offered, itemsBase: number) =>
    offered.entry ? deliveryPriceBase(offered.entry, itemsBase) : 0;

  /** Working days until it arrives; store pickup: until it is ready at the shop. */
  function daysOf(offered: Offered): number {
    return offered.entry ? offered.entry.deliveryDays : STORE_PICKUP_READY_DAYS;
  }

  /**
   * For placing an order: each seller's choice checked against what the seller offers, and what it
   * costs for items worth `itemsBase` euro cents, in the order given. Throws the checkout's
   * refusals: a kind the seller does not offer, a locker out of service, a missing point or shop.
   */
  async function resolveDeliveries(
    ctx: RequestContext,
    parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
  ) {
    const offers = await offersOf(
      ctx,
      parts.map((part) => part.companyId),
    );
    const lockerNames = parts.flatMap((part) =>
      part.choice.kind === 'parcel_locker' && part.choice.pointName ? [part.choice.pointName] : [],
    );
    const lockers = new Map(
      (await repository.findPoints(ctx.db, lockerNames)).map((point) => [point.name, point] as const),
    );
    const resolved = [];
    for (const { companyId, choice, itemsBase } of parts) {
      const offer = offers.get(companyId);
      if (!offer) throw new AppError('delivery_type_unavailable', { companyId });
      const examined = await examine(ctx, companyId, offer, choice, lockers);
      if (examined.refusal) throw examined.refusal;
      if (examined.missing) throw choiceProblem(examined.missing, 'required');
      const { offered, point, shop } = examined;
      if (!offered) throw new AppError('delivery_type_unavailable', { companyId });
      resolved.push({
        priceBase: priceBaseOf(offered, itemsBase),
        snapshot: {
          kind: offered.method.kind,
          carrierId: offered.method.carrierId,
          carrierName: offered.method.carrierName,
          cod: offered.method.cod,
          priceEntryId: offered.entry?.id ?? null,
          key: offered.entry?.key ?? null,
          deliveryDays: offered.entry?.deliveryDays ?? 0,
          point,
          shop,
        },
      });
    }
    return resolved;
  }

  return {
    /**
     * For placing an order: the buyer's choice for one seller checked against what the seller
     * offers, and what it costs for items worth `itemsBase` euro cents. Throws the checkout's
     * refusals: a kind the seller does not offer, a locker out of service, a missing point or shop.
     */
    async resolveDelivery(ctx: RequestContext, companyId: string, choice: DeliveryChoice, itemsBase: number) {
      const [resolved] = await resolveDeliveries(ctx, [{ companyId, choice, itemsBase }]);
      if (!resolved) throw new AppError('delivery_type_unavailable', { companyId });
      return resolved;
    },

    /** resolveDelivery for each seller of a purchase, their offers and lockers read once for all. */
    resolveDeliveries: (
      ctx: RequestContext,
      parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
    ) => resolveDeliveries(ctx, parts),

    /**
     * For the cart, when the buyer chooses: the choice as the cart keeps it, with only what its
     * method uses (the locker named as ShipX names it, with its address). A method the seller does
     * not offer, a locker out of service or unknown, or a shop not the seller's is refused; a
     * locker, point or shop not chosen yet is not.
     */
    async checkChoice(ctx: RequestContext, choice: DeliveryChoice): Promise<StoredDeliveryChoice> {
      const offer = (await offersOf(ctx, [choice.companyId])).get(choice.companyId);
      if (!offer) throw new AppError('delivery_type_unavailable', { companyId: choice.companyId });
      const examined = await examine(ctx, choice.companyId, offer, choice);
      if (examined.refusal) throw examined.refusal;
      return {
        optionId: choice.kind === 'store_pickup' ? null : choice.optionId,
        kind: choice.kind,
        pointName: examined.point?.name ?? null,
        pointAddress: examined.point && (addressOf(examined.point) || null),
        shopId: examined.shop?.id ?? null,
      };
    },

    /**
     * A cart's quote, seller by seller, in the currency of `quote`: each option priced for this
     * order, the chosen delivery as it stands, the way to free delivery, and the amounts added as
     * a placed purchase shows them (shownPart).
     */
    async quoteSellers(
      ctx: RequestContext,
      quote: (baseAmount: number) => QuotedMoney,
      sellers: QuoteSellerInput[],
    ): Promise<SellerQuote[]> {
      if (sellers.length === 0) return [];
      const offers = await offersOf(
        ctx,
        sellers.map((seller) => seller.companyId),
      );
      const lockerNames = sellers.flatMap((seller) =>
        seller.choice?.kind === 'parcel_locker' && seller.choice.pointName ? [seller.choice.pointName] : [],
      );
      const lockers = new Map(
        (await repository.findPoints(ctx.db, lockerNames)).map((point) => [point.name, point] as const),
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
          const priceBase = priceBaseOf(offered, itemsBase);
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

        let delivery: CartDelivery | null = null;
        let deliveryBase = 0;
        let chosen: Offered | null = null;
        if (seller.choice) {
          const examined = await examine(ctx, seller.companyId, offer, seller.choice, lockers);
          const { offered, method } = examined;
          chosen = offered;
          const priceBase = offered ? priceBaseOf(offered, itemsBase) : 0;
          // A seller none of whose products can be ordered sends nothing: its delivery costs nothing.
          deliveryBase = orderable ? priceBase : 0;
          const point =
            examined.point ??
            (seller.choice.pointName
              ? { name: seller.choice.pointName, line1: seller.choice.pointAddress ?? '', line2: '' }
              : null);
          delivery = {
            optionId: seller.choice.optionId,
            kind: seller.choice.kind,
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
          };
        }

        const part = shownPart(quote, { lines: seller.lines, deliveryBase });
        quotes.push({
          lineTotals: part.lines,
          subtotal: part.items,
          deliveryOptions: { available: offer.available, options },
          delivery,
          freeDelivery: freeDeliveryOf(quote, offer, chosen, itemsBase, part.items),
          deliveryPrice: part.delivery,
          total: part.total,
          complete: !orderable || delivery?.complete === true,
        });
      }
      return quotes;
    },
  };

  /**
   * The chosen delivery's threshold, or before a choice the seller's lowest, and how far the
   * items are from it in the shown currency (at least one minor unit while it is not reached).
   */
  function freeDeliveryOf(
    quote: (baseAmount: number) => QuotedMoney,
    offer: SellerOffer,
    chosen: Offered | null,
    itemsBase: number,
    items: QuotedMoney,
  ): FreeDelivery {
    let thresholdBase: number | null;
    let reached: boolean;
    if (chosen) {
      // Store pickup (no entry) and a free entry cost nothing: reached, whatever the threshold.
      thresholdBase = chosen.entry?.freeFrom ?? null;
      reached = priceBaseOf(chosen, itemsBase) === 0;
    } else {
      const thresholds = offer.options.flatMap((option) => (option.entry?.freeFrom ? [option.entry.freeFrom] : []));
      thresholdBase = thresholds.length > 0 ? Math.min(...thresholds) : null;
      reached = reachesThreshold(itemsBase, thresholdBase);
    }
    const threshold = thresholdBase === null ? null : quote(thresholdBase);
    if (reached || !threshold || thresholdBase === null) {
      return { reached, threshold, remaining: null, percent: reached ? 100 : 0 };
    }
    const remaining = {
      amount: Math.max(threshold.amount - items.amount, 1),
      currency: threshold.currency,
      base: { amount: thresholdBase - itemsBase, currency: threshold.base.currency },
    };
    const percent = threshold.amount > 0 ? Math.min(99, Math.floor((items.amount * 100) / threshold.amount)) : 0;
    return { reached, threshold, remaining, percent };
  }
}

export type DeliveryQuotes = ReturnType<typeof createDeliveryQuotes>;
