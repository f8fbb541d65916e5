import type { DeliveryOption, DeliveryOptions } from '@glowmarket/shared/logistics';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { arrivalDays, estimatedDate } from './delivery-rules';
import type { LogisticsServiceDeps } from './logistics.deps';
import * as repository from './logistics.repository';
import { presentPrices } from './seller-delivery-settings';

/**
 * How a seller delivers, cheapest first, in the buyer's currency: its price list, and store
 * pickup when it has a pickup shop. Not available while the price list is empty. With a product,
 * each option is dated after the product ships.
 */
export async function deliveryOptions(
  deps: Pick<LogisticsServiceDeps, 'sellers' | 'products' | 'shops' | 'currencies'>,
  ctx: RequestContext,
  input: { companyId: string; productId?: string | undefined },
): Promise<DeliveryOptions> {
  const { companyId, productId } = input;
  const [seller, product] = await Promise.all([
    deps.sellers.sellerOf(ctx, companyId),
    productId ? deps.products.shippingOf(ctx, productId) : undefined,
  ]);
  if (!seller?.approved) throw new AppError('not_found');
  if (productId && product?.companyId !== companyId) throw new AppError('not_found');
  // Each option arrives after the product ships (its "Ships in N days"), then the carrier's days.
  const dispatchDays = product?.deliveryDays ?? 0;
  const today = ctx.now();
  const methods = await repository.listMethods(ctx.db);
  const [entries, pickupShops, quote] = await Promise.all([
    presentPrices(ctx, methods, companyId),
    deps.shops.pickupShopCount(ctx, companyId),
    deps.currencies.quoteFor(ctx),
  ]);
  const offered = entries.filter((entry) => entry.method.active);
  const options: DeliveryOption[] = offered
    .map((entry) => ({
      id: entry.id,
      carrierName: entry.method.carrierName,
      kind: entry.method.kind,
      cod: entry.method.cod,
      needsPoint: entry.method.needsPoint,
      price: quote.price(entry.price.amount),
      freeFrom: entry.freeFrom && quote.price(entry.freeFrom.amount),
      deliveryDays: entry.deliveryDays,
      estimatedDate: estimatedDate(today, arrivalDays(dispatchDays, entry.deliveryDays)),
    }))
    .sort((a, b) => a.price.base.amount - b.price.base.amount || a.deliveryDays - b.deliveryDays);
  const storePickup = methods.find((method) => method.kind === 'store_pickup' && repository.isOffered(method));
  if (offered.length > 0 && pickupShops > 0 && storePickup) {
    options.push({
      id: null,
      carrierName: storePickup.carrierName,
      kind: 'store_pickup',
      cod: false,
      needsPoint: false,
      price: quote.price(0),
      freeFrom: null,
      deliveryDays: 0,
      estimatedDate: estimatedDate(today, arrivalDays(dispatchDays, null)),
    });
  }
  const lowest = (amounts: number[]) => (amounts.length > 0 ? quote.price(Math.min(...amounts)) : null);
  return {
    available: offered.length > 0,
    cheapest: lowest(offered.map((entry) => entry.price.amount)),
    freeFrom: lowest(offered.flatMap((entry) => (entry.freeFrom ? [entry.freeFrom.amount] : []))),
    options,
  };
}

/**
 * For paying on delivery: whether the seller's price list offers the cash-on-delivery variant
 * of a carrier's kind of delivery (the same carrier, the same kind, with COD).
 */
export async function offersCodVariant(
  ctx: RequestContext,
  input: { companyId: string; carrierId: string; kind: string },
): Promise<boolean> {
  const [methods, prices] = await Promise.all([
    repository.listMethods(ctx.db),
    repository.listPrices(ctx.db, input.companyId),
  ]);
  return prices.some((entry) => {
    const method = methods.find((candidate) => candidate.id === entry.methodId);
    return (
      method?.cod === true &&
      method.carrierId === input.carrierId &&
      method.kind === input.kind &&
      repository.isOffered(method)
    );
  });
}
