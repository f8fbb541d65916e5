import type { DeliveryKind } from '@glowmarket/shared/logistics';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { STORE_PICKUP_READY_DAYS } from './delivery-rules';
import type { LogisticsServiceDeps } from './logistics.deps';
import * as repository from './logistics.repository';
import * as points from './parcel-points.repository';
import type { DeliveryPriceRow, ParcelPointRow } from './logistics.tables';

/**
 * What a seller offers a buyer now, and what a delivery choice comes to against it. The cart
 * quotes with these (delivery-quote.ts) and checkout places with them (delivery-choice.ts), so the
 * two cannot disagree.
 */

/** One way the seller delivers now: a usable price-list entry, or store pickup (no entry). */
export interface Offered {
  entry: DeliveryPriceRow | null;
  method: repository.MethodWithCarrier;
}

export interface SellerOffer {
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
export interface Examined {
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

export type OffersDeps = Pick<LogisticsServiceDeps, 'shops'>;

export function choiceProblem(field: 'pointName' | 'shopId', reason: 'required' | 'choose'): AppError {
  return new AppError('validation_failed', {
    fields: [{ field: `body.deliveries.${field}`, reason, message: VALIDATION_MESSAGES[reason] }],
  });
}

export const addressOf = (point: { line1: string; line2: string }) =>
  [point.line1, point.line2].filter(Boolean).join(', ');

/** A point as the buyer typed or picked it: lockers and pickup points are named in capitals. */
const pointKey = (name: string) => name.trim().toUpperCase();

/** Working days until it arrives; store pickup: until it is ready at the shop. */
function daysOf(offered: Offered): number {
  return offered.entry ? offered.entry.deliveryDays : STORE_PICKUP_READY_DAYS;
}

/** What each of `companyIds` offers now: one query for all, and one for their pickup shops. */
export async function offersOf(
  deps: OffersDeps,
  ctx: RequestContext,
  companyIds: string[],
): Promise<Map<string, SellerOffer>> {
  const { methods, prices } = await repository.listMethodsAndPrices(ctx.db, [...new Set(companyIds)]);
  const methodsById = new Map(methods.map((method) => [method.id, method]));
  const storePickup = methods.find((method) => method.kind === 'store_pickup' && repository.isOffered(method)) ?? null;
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

/** The lockers a set of choices names, read in one query, by name. */
export async function lockersNamed(
  ctx: RequestContext,
  choices: ({ kind: DeliveryKind; pointName?: string | null | undefined } | null)[],
): Promise<Map<string, ParcelPointRow>> {
  const names = choices.flatMap((choice) =>
    choice?.kind === 'parcel_locker' && choice.pointName ? [choice.pointName] : [],
  );
  return new Map((await points.findPoints(ctx.db, names)).map((point) => [point.name, point] as const));
}

/**
 * A choice against the seller's offer: what it names, what it still lacks and why it cannot be
 * placed. `lockers` holds the lockers already read by name (a cart's, in one query).
 */
export async function examineChoice(
  deps: OffersDeps,
  ctx: RequestContext,
  input: {
    companyId: string;
    offer: SellerOffer;
    choice: { optionId: string | null; kind: DeliveryKind; pointName?: string | null; shopId?: string | null };
    lockers?: Map<string, ParcelPointRow>;
  },
): Promise<Examined> {
  const { companyId, offer, choice, lockers } = input;
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
  const offered = offer.options.find((option) => option.entry !== null && option.entry.id === choice.optionId) ?? null;
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
  const found = lockers?.get(pointKey(choice.pointName)) ?? (await points.findPoint(ctx.db, choice.pointName));
  if (!found) return { ...named, refusal: choiceProblem('pointName', 'choose') };
  const point = { name: found.name, line1: found.line1, line2: found.line2 };
  if (found.retiredAt) {
    return { ...named, point, refusal: new AppError('parcel_point_retired', { companyId, pointName: found.name }) };
  }
  return { ...named, point };
}
