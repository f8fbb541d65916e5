import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type {
  CarrierInput,
  DeliveryMethodInput,
  deliveryPriceInputSchema,
  parcelPointsQuerySchema,
} from '@glowmarket/shared/logistics';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../lib/context';
import type { JobKind } from '../../lib/jobs';
import { addMethod, createCarrier, listCarriers, unconfiguredSellers, updateCarrier, updateMethod } from './carriers';
import { checkChoice, resolveDelivery, resolveDeliveries } from './delivery-choice';
import { deliveryOptions, offersCodVariant } from './delivery-options';
import { quoteSellers, type QuoteSellerInput } from './delivery-quote';
import type { LogisticsServiceDeps } from './logistics.deps';
import { findPoints, getPoint, pointsStatus } from './parcel-points';
import { pointsSummary } from './parcel-points.repository';
import { syncParcelPoints } from './parcel-points.sync';
import {
  addPrice,
  deliveryStatus,
  priceableMethodIds,
  removePrice,
  sellerLogistics,
  startPriceList,
  updatePrice,
} from './seller-delivery-settings';

export type { LogisticsServiceDeps } from './logistics.deps';

/** Every night at 03:15 UTC, when ShipX is set: lockers open and close every day. */
const POINTS_SYNC_CRON = '15 3 * * *';

type PriceValues = z.output<typeof deliveryPriceInputSchema>;
type PointsQuery = z.output<typeof parcelPointsQuerySchema>;

/**
 * Delivery: the operator's carriers, each seller's price list, parcel lockers (synchronised from
 * ShipX by a nightly job), and the delivery rules the product page, the cart and checkout use.
 * Each use case lives in its own file and takes its deps first; this binds them.
 */
export function createLogisticsService(deps: LogisticsServiceDeps) {
  const syncKind: JobKind<Record<string, never>> = {
    name: 'parcel-points-sync',
    retryLimit: 3,
    retryDelaySeconds: 600,
    backoff: true,
    expireInSeconds: 30 * 60,
    ...(deps.points.name === 'shipx' && { cron: POINTS_SYNC_CRON }),
    run: async () => {
      await syncParcelPoints(deps.db, deps.points, deps.clock.now(), deps.log);
    },
  };
  deps.jobs.define(syncKind);

  return {
    // The operator

    listCarriers: (ctx: RequestContext) => listCarriers(ctx),
    createCarrier: (ctx: RequestContext, input: Required<CarrierInput>) => createCarrier(ctx, input),
    updateCarrier: (ctx: RequestContext, id: string, input: Required<CarrierInput>) =>
      updateCarrier(ctx, { id, values: input }),
    addMethod: (ctx: RequestContext, carrierId: string, input: Required<DeliveryMethodInput>) =>
      addMethod(ctx, { carrierId, values: input }),
    updateMethod: (ctx: RequestContext, id: string, input: { needsPoint: boolean; active: boolean }) =>
      updateMethod(ctx, { id, values: input }),
    unconfiguredSellers: (ctx: RequestContext) => unconfiguredSellers(deps, ctx),
    pointsStatus: (ctx: RequestContext) => pointsStatus(deps, ctx),
    /** For the operator's default price list: the methods an entry may use. */
    priceableMethodIds: (ctx: RequestContext) => priceableMethodIds(ctx),

    /** Queues a synchronisation now (the nightly one runs as well). */
    async syncPointsNow(ctx: RequestContext): Promise<void> {
      await deps.jobs.send(ctx, syncKind, {});
    },

    /** At start: an empty points table with ShipX set is filled now, not at night. */
    async syncIfEmpty(ctx: RequestContext): Promise<void> {
      if (deps.points.name !== 'shipx') return;
      if ((await pointsSummary(ctx.db)).points === 0) await deps.jobs.send(ctx, syncKind, {});
    },

    /** The demo's lockers: the bundled sample through the same import as ShipX's. */
    importPoints(db: Database, startedAt: Date) {
      return syncParcelPoints(db, deps.points, startedAt);
    },

    // The seller

    sellerLogistics: (ctx: RequestContext) => sellerLogistics(deps, ctx),
    status: (ctx: RequestContext) => deliveryStatus(ctx),
    addPrice: (ctx: RequestContext, input: PriceValues) => addPrice(deps, ctx, input),
    updatePrice: (ctx: RequestContext, id: string, input: PriceValues) => updatePrice(deps, ctx, { id, values: input }),
    removePrice: (ctx: RequestContext, id: string) => removePrice(deps, ctx, id),
    /** A new seller's first price list, from the operator's default one. */
    startPriceList: (ctx: RequestContext, companyId: string, entries: Parameters<typeof startPriceList>[2]) =>
      startPriceList(ctx, companyId, entries),

    // Buyers

    deliveryOptions: (ctx: RequestContext, companyId: string, productId?: string) =>
      deliveryOptions(deps, ctx, { companyId, productId }),
    findPoints: (ctx: RequestContext, query: PointsQuery) => findPoints(deps, ctx, query),
    getPoint: (ctx: RequestContext, name: string) => getPoint(ctx, name),

    /** For checkout: one seller's delivery checked and priced (see resolveDeliveries). */
    resolveDelivery: (ctx: RequestContext, companyId: string, choice: DeliveryChoice, itemsBase: number) =>
      resolveDelivery(deps, ctx, { companyId, choice, itemsBase }),
    /** For placing an order: every seller's delivery checked and priced at once. */
    resolveDeliveries: (
      ctx: RequestContext,
      parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
    ) => resolveDeliveries(deps, ctx, parts),
    /** For the cart: a seller's delivery as the buyer chose it, checked and kept as the cart keeps it. */
    checkChoice: (ctx: RequestContext, choice: DeliveryChoice) => checkChoice(deps, ctx, choice),
    /** For the cart: each seller's options, chosen delivery and amounts, in the buyer's currency. */
    quoteSellers: (ctx: RequestContext, quote: (baseAmount: number) => QuotedMoney, sellers: QuoteSellerInput[]) =>
      quoteSellers(deps, ctx, { quote, sellers }),
    /** For paying on delivery: whether the seller offers the cash-on-delivery variant of a delivery. */
    offersCodVariant: (ctx: RequestContext, companyId: string, carrierId: string, kind: string) =>
      offersCodVariant(ctx, { companyId, carrierId, kind }),
  };
}

export type LogisticsService = ReturnType<typeof createLogisticsService>;
