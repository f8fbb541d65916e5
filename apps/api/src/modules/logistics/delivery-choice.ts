import type { DeliveryKind } from '@glowmarket/shared/logistics';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { priceBaseOf } from './delivery-rules';
import { addressOf, choiceProblem, examineChoice, lockersNamed, offersOf, type OffersDeps } from './seller-offers';

/** A seller's delivery as a cart keeps it: the choice, with the locker's address as found. */
export interface StoredDeliveryChoice {
  optionId: string | null;
  kind: DeliveryKind;
  pointName: string | null;
  pointAddress: string | null;
  shopId: string | null;
}

/**
 * For placing an order: each seller's choice checked against what the seller offers, and what it
 * costs for items worth `itemsBase` euro cents, in the order given; every seller's offer and
 * locker read once for all. Throws the checkout's refusals: a kind the seller does not offer, a
 * locker out of service, a missing point or shop.
 */
export async function resolveDeliveries(
  deps: OffersDeps,
  ctx: RequestContext,
  parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
) {
  const offers = await offersOf(
    deps,
    ctx,
    parts.map((part) => part.companyId),
  );
  const lockers = await lockersNamed(
    ctx,
    parts.map((part) => part.choice),
  );
  const resolved = [];
  for (const { companyId, choice, itemsBase } of parts) {
    const offer = offers.get(companyId);
    if (!offer) throw new AppError('delivery_type_unavailable', { companyId });
    const examined = await examineChoice(deps, ctx, { companyId, offer, choice, lockers });
    if (examined.refusal) throw examined.refusal;
    if (examined.missing) throw choiceProblem(examined.missing, 'required');
    const { offered, point, shop } = examined;
    if (!offered) throw new AppError('delivery_type_unavailable', { companyId });
    resolved.push({
      priceBase: priceBaseOf(offered.entry, itemsBase),
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

/** resolveDeliveries for one seller. */
export async function resolveDelivery(
  deps: OffersDeps,
  ctx: RequestContext,
  input: { companyId: string; choice: DeliveryChoice; itemsBase: number },
) {
  const [resolved] = await resolveDeliveries(deps, ctx, [input]);
  if (!resolved) throw new AppError('delivery_type_unavailable', { companyId: input.companyId });
  return resolved;
}

/**
 * For the cart, when the buyer chooses: the choice as the cart keeps it, with only what its
 * method uses (the locker named as ShipX names it, with its address). A method the seller does
 * not offer, a locker out of service or unknown, or a shop not the seller's is refused; a
 * locker, point or shop not chosen yet is not.
 */
export async function checkChoice(
  deps: OffersDeps,
  ctx: RequestContext,
  choice: DeliveryChoice,
): Promise<StoredDeliveryChoice> {
  const { companyId } = choice;
  const offer = (await offersOf(deps, ctx, [companyId])).get(companyId);
  if (!offer) throw new AppError('delivery_type_unavailable', { companyId });
  const examined = await examineChoice(deps, ctx, { companyId, offer, choice });
  if (examined.refusal) throw examined.refusal;
  return {
    optionId: choice.kind === 'store_pickup' ? null : choice.optionId,
    kind: choice.kind,
    pointName: examined.point?.name ?? null,
    pointAddress: examined.point && (addressOf(examined.point) || null),
    shopId: examined.shop?.id ?? null,
  };
}
