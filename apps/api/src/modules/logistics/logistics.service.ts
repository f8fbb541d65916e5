import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type {
  Carrier,
  CarrierInput,
  DeliveryMethod,
  DeliveryMethodInput,
  DeliveryOption,
  DeliveryOptions,
  DeliveryPrice,
  deliveryPriceInputSchema,
  ParcelPoint,
  ParcelPointList,
  ParcelPointsStatus,
  parcelPointsQuerySchema,
  SellerLogistics,
} from '@glowmarket/shared/logistics';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { ParcelPointsSource } from '../../integrations/shipx/points';
import { AppError } from '../../lib/app-error';
import { inTransaction, type Clock, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { arrivalDays, createDeliveryQuotes, estimatedDate, type DeliveryQuotes } from './delivery-quote';
import * as repository from './logistics.repository';
import type { ParcelPointRow } from './logistics.tables';
import { cityKeyOf, syncParcelPoints } from './parcel-points.sync';

type PriceValues = z.output<typeof deliveryPriceInputSchema>;
type PointsQuery = z.output<typeof parcelPointsQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSTAL_CODE = /^(\d{2})-?(\d{3})$/;
/** Every night at 03:15 UTC, when ShipX is set: lockers open and close every day. */
const POINTS_SYNC_CRON = '15 3 * * *';

export interface LogisticsServiceDeps {
  /** The job's own connection: a sync runs outside any request. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  points: ParcelPointsSource;
  /** The catalog's quotes: delivery prices are stored in euro cents and shown in the buyer's currency. */
  currencies: { quoteFor(ctx: RequestContext): Promise<{ price(baseAmount: number): QuotedMoney }> };
  /** The companies module. */
  sellers: {
    sellerOf(ctx: RequestContext, companyId: string): Promise<{ approved: boolean } | undefined>;
    approvedSellers(ctx: RequestContext): Promise<{ id: string; name: string; email: string | null }[]>;
  };
  /** The catalog: a public product's seller and working days until it ships, undefined when not public. */
  products: {
    shippingOf(
      ctx: RequestContext,
      productId: string,
    ): Promise<{ companyId: string; deliveryDays: number } | undefined>;
  };
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
  /** A town the points table does not know ("Zakopane") still has a place on the map. */
  geocoder: {
    locate(
      ctx: RequestContext,
      query: string,
    ): Promise<{ location: { latitude: number; longitude: number }; label: string } | undefined>;
  };
}

function presentMethod(method: repository.MethodWithCarrier): DeliveryMethod {
  return {
    id: method.id,
    carrierId: method.carrierId,
    carrierName: method.carrierName,
    kind: method.kind,
    cod: method.cod,
    needsPoint: method.needsPoint,
    active: repository.isOffered(method),
  };
}

function presentPoint(point: ParcelPointRow & { distanceKm?: number }): ParcelPoint {
  return {
    name: point.name,
    address: { line1: point.line1, line2: point.line2 },
    city: point.city,
    postalCode: point.postalCode,
    description: point.description,
    openingHours: point.openingHours,
    location: { latitude: point.latitude, longitude: point.longitude },
    distanceKm: point.distanceKm === undefined ? null : Math.round(point.distanceKm * 100) / 100,
  };
}

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });

function methodProblem(): AppError {
  return new AppError('validation_failed', {
    fields: [{ field: 'body.methodId', reason: 'choose', message: VALIDATION_MESSAGES.choose }],
  });
}

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
  const quotes = createDeliveryQuotes({ shops: deps.shops });

  /** The caller's company; a user without one cannot have a price list. */
  function companyOf(ctx: RequestContext): string {
    if (!ctx.actor.companyId) throw new AppError('forbidden');
    return ctx.actor.companyId;
  }

  async function presentPrices(ctx: RequestContext, rows: repository.MethodWithCarrier[], companyId: string) {
    const prices = await repository.listPrices(ctx.db, companyId);
    const methods = new Map(rows.map((method) => [method.id, method]));
    // In the carriers' order (the operator's), then by the seller's keys.
    const order = new Map(rows.map((method, index) => [method.id, index]));
    prices.sort((a, b) => (order.get(a.methodId) ?? 0) - (order.get(b.methodId) ?? 0) || a.key.localeCompare(b.key));
    return prices.flatMap((row): DeliveryPrice[] => {
      const method = methods.get(row.methodId);
      if (!method) return [];
      return [
        {
          id: row.id,
          method: presentMethod(method),
          key: row.key,
          price: euros(row.price),
          freeFrom: row.freeFrom === null ? null : euros(row.freeFrom),
          deliveryDays: row.deliveryDays,
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  /** A method a price-list entry may use: offered, and not store pickup (which is free at the shop). */
  async function priceableMethod(ctx: RequestContext, methodId: string) {
    const method = await repository.findMethod(ctx.db, methodId);
    if (!method || !repository.isOffered(method) || method.kind === 'store_pickup') throw methodProblem();
    return method;
  }

  async function savePrice(ctx: RequestContext, write: (tx: RequestContext) => Promise<unknown>) {
    try {
      await inTransaction(ctx, write);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('delivery_key_exists');
      throw error;
    }
    return service.sellerLogistics(ctx);
  }

  const service = {
    // The operator

    async listCarriers(ctx: RequestContext): Promise<Carrier[]> {
      const [carriers, methods] = await Promise.all([repository.listCarriers(ctx.db), repository.listMethods(ctx.db)]);
      return carriers.map((carrier) => ({
        id: carrier.id,
        name: carrier.name,
        active: carrier.active,
        methods: methods.filter((method) => method.carrierId === carrier.id).map(presentMethod),
      }));
    },

    async createCarrier(ctx: RequestContext, input: Required<CarrierInput>): Promise<Carrier[]> {
      try {
        await repository.insertCarrier(ctx.db, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('carrier_name_taken');
        throw error;
      }
      return service.listCarriers(ctx);
    },

    async updateCarrier(ctx: RequestContext, id: string, input: Required<CarrierInput>): Promise<Carrier[]> {
      let row;
      try {
        row = UUID.test(id) ? await repository.updateCarrier(ctx.db, id, input) : undefined;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('carrier_name_taken');
        throw error;
      }
      if (!row) throw new AppError('not_found');
      return service.listCarriers(ctx);
    },

    async addMethod(ctx: RequestContext, carrierId: string, input: Required<DeliveryMethodInput>): Promise<Carrier[]> {
      if (!UUID.test(carrierId) || !(await repository.findCarrier(ctx.db, carrierId))) throw new AppError('not_found');
      try {
        await repository.insertMethod(ctx.db, { carrierId, ...input });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('delivery_method_exists');
        throw error;
      }
      return service.listCarriers(ctx);
    },

    async updateMethod(
      ctx: RequestContext,
      id: string,
      input: { needsPoint: boolean; active: boolean },
    ): Promise<Carrier[]> {
      if (!UUID.test(id) || !(await repository.updateMethod(ctx.db, id, input))) throw new AppError('not_found');
      return service.listCarriers(ctx);
    },

    /** Approved sellers whose buyers cannot get anything delivered: no usable price-list entry. */
    async unconfiguredSellers(ctx: RequestContext) {
      const sellers = await deps.sellers.approvedSellers(ctx);
      const configured = await repository.companiesWithOfferedPrices(
        ctx.db,
        sellers.map((seller) => seller.id),
      );
      return sellers.filter((seller) => !configured.has(seller.id));
    },

    async pointsStatus(ctx: RequestContext): Promise<ParcelPointsStatus> {
      const summary = await repository.pointsSummary(ctx.db);
      return {
        points: summary.points,
        lastSyncedAt: summary.lastSyncedAt?.toISOString() ?? null,
        source: deps.points.name,
      };
    },

    /** Queues a synchronisation now (the nightly one runs as well). */
    async syncPointsNow(ctx: RequestContext): Promise<void> {
      await deps.jobs.send(ctx, syncKind, {});
    },

    /** At start: an empty points table with ShipX set is filled now, not at night. */
    async syncIfEmpty(ctx: RequestContext): Promise<void> {
      if (deps.points.name !== 'shipx') return;
      if ((await repository.pointsSummary(ctx.db)).points === 0) await deps.jobs.send(ctx, syncKind, {});
    },

    /** The demo's lockers: the bundled sample through the same import as ShipX's. */
    importPoints(db: Database, startedAt: Date) {
      return syncParcelPoints(db, deps.points, startedAt);
    },

    // The seller

    async sellerLogistics(ctx: RequestContext): Promise<SellerLogistics> {
      const companyId = companyOf(ctx);
      const methods = await repository.listMethods(ctx.db);
      const [entries, pickupShops] = await Promise.all([
        presentPrices(ctx, methods, companyId),
        deps.shops.pickupShopCount(ctx, companyId),
      ]);
      return {
        configured: entries.some((entry) => entry.method.active),
        entries,
        methods: methods
          .filter((method) => repository.isOffered(method) && method.kind !== 'store_pickup')
          .map(presentMethod),
        pickupShops,
      };
    },

    async status(ctx: RequestContext): Promise<{ configured: boolean }> {
      const companyId = companyOf(ctx);
      const configured = await repository.companiesWithOfferedPrices(ctx.db, [companyId]);
      return { configured: configured.has(companyId) };
    },

    async addPrice(ctx: RequestContext, input: PriceValues): Promise<SellerLogistics> {
      const companyId = companyOf(ctx);
      await priceableMethod(ctx, input.methodId);
      return savePrice(ctx, (tx) =>
        repository.insertPrice(tx.db, {
          companyId,
          methodId: input.methodId,
          key: input.key,
          price: input.price,
          freeFrom: input.freeFrom,
          deliveryDays: input.deliveryDays,
          createdAt: tx.now(),
          updatedAt: tx.now(),
        }),
      );
    },

    async updatePrice(ctx: RequestContext, id: string, input: PriceValues): Promise<SellerLogistics> {
      const companyId = companyOf(ctx);
      if (!UUID.test(id)) throw new AppError('not_found');
      await priceableMethod(ctx, input.methodId);
      return savePrice(ctx, async (tx) => {
        const row = await repository.updatePrice(tx.db, companyId, id, {
          methodId: input.methodId,
          key: input.key,
          price: input.price,
          freeFrom: input.freeFrom,
          deliveryDays: input.deliveryDays,
          updatedAt: tx.now(),
        });
        if (!row) throw new AppError('not_found');
      });
    },

    async removePrice(ctx: RequestContext, id: string): Promise<SellerLogistics> {
      const companyId = companyOf(ctx);
      if (!UUID.test(id) || !(await repository.deletePrice(ctx.db, companyId, id))) throw new AppError('not_found');
      return service.sellerLogistics(ctx);
    },

    // Buyers

    /**
     * How a seller delivers, cheapest first, in the buyer's currency: its price list, and store
     * pickup when it has a pickup shop. Not available while the price list is empty.
     */
    async deliveryOptions(ctx: RequestContext, companyId: string, productId?: string): Promise<DeliveryOptions> {
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
    },

    /**
     * Parcel lockers nearest first: around the buyer's position, or around a town or postal code
     * (the centre of its lockers, else the geocoder's idea of where the town is).
     */
    async findPoints(ctx: RequestContext, query: PointsQuery): Promise<ParcelPointList> {
      let center: ParcelPointList['center'] = null;
      if (query.latitude !== undefined && query.longitude !== undefined) {
        center = { latitude: query.latitude, longitude: query.longitude, label: '' };
      } else if (query.q) {
        center = (await placeOf(ctx, query.q)) ?? null;
      }
      if (!center) return { center: null, items: [] };
      const rows = await repository.nearestPoints(ctx.db, center, query.limit);
      return { center, items: rows.map(presentPoint) };
    },

    /**
     * For checkout: the buyer's choice for one seller checked against what the seller offers, and
     * what it costs for items worth `itemsBase` euro cents (free from the entry's threshold).
     */
    resolveDelivery: (ctx: RequestContext, companyId: string, choice: DeliveryChoice, itemsBase: number) =>
      quotes.resolveDelivery(ctx, companyId, choice, itemsBase),

    /** For placing an order: every seller's delivery at once (see resolveDelivery). */
    resolveDeliveries: (
      ctx: RequestContext,
      parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
    ) => quotes.resolveDeliveries(ctx, parts),

    /** For the cart: a seller's delivery as the buyer chose it, checked and kept as the cart keeps it. */
    checkChoice: (ctx: RequestContext, choice: DeliveryChoice) => quotes.checkChoice(ctx, choice),

    /** For the cart: each seller's options, chosen delivery and amounts, in the buyer's currency. */
    quoteSellers: (...args: Parameters<DeliveryQuotes['quoteSellers']>) => quotes.quoteSellers(...args),

    /**
     * For paying on delivery: whether the seller's price list offers the cash-on-delivery variant
     * of a carrier's kind of delivery (the same carrier, the same kind, with COD).
     */
    async offersCodVariant(ctx: RequestContext, companyId: string, carrierId: string, kind: string): Promise<boolean> {
      const [methods, prices] = await Promise.all([
        repository.listMethods(ctx.db),
        repository.listPrices(ctx.db, companyId),
      ]);
      return prices.some((entry) => {
        const method = methods.find((candidate) => candidate.id === entry.methodId);
        return (
          method?.cod === true && method.carrierId === carrierId && method.kind === kind && repository.isOffered(method)
        );
      });
    },

    async getPoint(ctx: RequestContext, name: string): Promise<ParcelPoint> {
      const point = await repository.findPoint(ctx.db, name);
      if (!point || point.retiredAt) throw new AppError('not_found');
      return presentPoint(point);
    },
  };

  async function placeOf(ctx: RequestContext, text: string) {
    const postal = POSTAL_CODE.exec(text);
    if (postal) {
      const code = `${postal[1]}-${postal[2]}`;
      // The exact code, else its street group (31-1…), else its area (31-…).
      for (const prefix of [code, code.slice(0, 4), code.slice(0, 3)]) {
        const found = await repository.centreOfPoints(ctx.db, repository.pointWithPostalCode(prefix));
        if (found) return { latitude: found.latitude, longitude: found.longitude, label: code };
      }
      return undefined;
    }
    const inCity = await repository.centreOfPoints(ctx.db, repository.pointInCity(cityKeyOf(text)));
    if (inCity) return { latitude: inCity.latitude, longitude: inCity.longitude, label: inCity.city };
    try {
      const place = await deps.geocoder.locate(ctx, text);
      return place && { ...place.location, label: place.label };
    } catch (error) {
      ctx.log.warn({ err: error }, 'geocoder failed');
      return undefined;
    }
  }

  return service;
}

export type LogisticsService = ReturnType<typeof createLogisticsService>;
