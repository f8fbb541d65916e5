import type { DeliveryPrice, deliveryPriceInputSchema, SellerLogistics } from '@glowmarket/shared/logistics';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import type { LogisticsServiceDeps } from './logistics.deps';
import { presentMethod } from './logistics.present';
import * as repository from './logistics.repository';

// A seller's delivery settings: its price list (one entry per method and key) and pickup shops.

type PriceValues = z.output<typeof deliveryPriceInputSchema>;
type Deps = Pick<LogisticsServiceDeps, 'shops'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });

/** The caller's company; a user without one cannot have a price list. */
function companyOf(ctx: RequestContext): string {
  if (!ctx.actor.companyId) throw new AppError('forbidden');
  return ctx.actor.companyId;
}

function methodProblem(): AppError {
  return new AppError('validation_failed', {
    fields: [{ field: 'body.methodId', reason: 'choose', message: VALIDATION_MESSAGES.choose }],
  });
}

/** The company's price list, in the carriers' order (the operator's), then by the seller's keys. */
export async function presentPrices(ctx: RequestContext, rows: repository.MethodWithCarrier[], companyId: string) {
  const prices = await repository.listPrices(ctx.db, companyId);
  const methods = new Map(rows.map((method) => [method.id, method]));
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

/** The caller's price list, the methods it may use and its pickup shops. */
export async function sellerLogistics(deps: Deps, ctx: RequestContext): Promise<SellerLogistics> {
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
}

/** Whether the caller's buyers can get anything delivered: a usable price-list entry. */
export async function deliveryStatus(ctx: RequestContext): Promise<{ configured: boolean }> {
  const companyId = companyOf(ctx);
  const configured = await repository.companiesWithOfferedPrices(ctx.db, [companyId]);
  return { configured: configured.has(companyId) };
}

/** Writes the price list in one transaction and answers it; a key used twice is 409. */
async function savePrice(deps: Deps, ctx: RequestContext, write: (tx: RequestContext) => Promise<unknown>) {
  try {
    await inTransaction(ctx, write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('delivery_key_exists');
    throw error;
  }
  return sellerLogistics(deps, ctx);
}

export async function addPrice(deps: Deps, ctx: RequestContext, input: PriceValues): Promise<SellerLogistics> {
  const companyId = companyOf(ctx);
  await priceableMethod(ctx, input.methodId);
  return savePrice(deps, ctx, (tx) =>
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
}

export async function updatePrice(
  deps: Deps,
  ctx: RequestContext,
  input: { id: string; values: PriceValues },
): Promise<SellerLogistics> {
  const { id, values } = input;
  const companyId = companyOf(ctx);
  if (!UUID.test(id)) throw new AppError('not_found');
  await priceableMethod(ctx, values.methodId);
  return savePrice(deps, ctx, async (tx) => {
    const row = await repository.updatePrice(tx.db, companyId, id, {
      methodId: values.methodId,
      key: values.key,
      price: values.price,
      freeFrom: values.freeFrom,
      deliveryDays: values.deliveryDays,
      updatedAt: tx.now(),
    });
    if (!row) throw new AppError('not_found');
  });
}

export async function removePrice(deps: Deps, ctx: RequestContext, id: string): Promise<SellerLogistics> {
  const companyId = companyOf(ctx);
  if (!UUID.test(id) || !(await repository.deletePrice(ctx.db, companyId, id))) throw new AppError('not_found');
  return sellerLogistics(deps, ctx);
}

/** The methods a price-list entry may use now: offered, and not store pickup. */
export async function priceableMethodIds(ctx: RequestContext): Promise<ReadonlySet<string>> {
  const methods = await repository.listMethods(ctx.db);
  return new Set(
    methods
      .filter((method) => repository.isOffered(method) && method.kind !== 'store_pickup')
      .map((method) => method.id),
  );
}

/**
 * A newly registered seller's first price list: the operator's default entries (keys `default-1`,
 * …), each for a method still offered; the seller changes or removes them like its own.
 */
export async function startPriceList(
  ctx: RequestContext,
  companyId: string,
  entries: { methodId: string; price: number; freeFrom: number | null; deliveryDays: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  const usable = await priceableMethodIds(ctx);
  let number = 0;
  for (const entry of entries) {
    if (!usable.has(entry.methodId)) continue;
    number += 1;
    await repository.insertPrice(ctx.db, {
      companyId,
      methodId: entry.methodId,
      key: `default-${number}`,
      price: entry.price,
      freeFrom: entry.freeFrom,
      deliveryDays: entry.deliveryDays,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
  }
}
