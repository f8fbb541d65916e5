import type { FreeDelivery } from '@glowmarket/shared/cart';
import type { QuotedMoney } from '@glowmarket/shared/catalog';

/**
 * The delivery rules that need no database: what a price-list entry costs an order (free from the
 * entry's threshold, decided in euro cents as the seller set it), when a delivery arrives, and how
 * far a cart is from free delivery. The product page, the cart and checkout all count with these.
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

/** A price-list entry as the rules read it; null is store pickup (no entry, free at the shop). */
type Entry = { price: number; freeFrom: number | null } | null;

/** What an offered delivery costs an order of `itemsBase` euro cents. */
export const priceBaseOf = (entry: Entry, itemsBase: number) => (entry ? deliveryPriceBase(entry, itemsBase) : 0);

/**
 * The chosen delivery's threshold, or before a choice the seller's lowest, and how far the
 * items are from it in the shown currency (at least one minor unit while it is not reached).
 * `chosen` is the chosen entry (null for store pickup), undefined while nothing is chosen.
 */
export function freeDeliveryOf(
  quote: (baseAmount: number) => QuotedMoney,
  offered: Entry[],
  chosen: Entry | undefined,
  itemsBase: number,
  items: QuotedMoney,
): FreeDelivery {
  let thresholdBase: number | null;
  let reached: boolean;
  if (chosen !== undefined) {
    // Store pickup (no entry) and a free entry cost nothing: reached, whatever the threshold.
    thresholdBase = chosen?.freeFrom ?? null;
    reached = priceBaseOf(chosen, itemsBase) === 0;
  } else {
    const thresholds = offered.flatMap((entry) => (entry?.freeFrom ? [entry.freeFrom] : []));
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
