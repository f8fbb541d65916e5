import type { Batch, ExpiringProduct, ExpirySettings } from '@glowmarket/shared/cosmetics';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { BatchRow } from '../cosmetics.tables';
import * as products from '../products.repository';
import { setListingInStock, stockChanged } from '../products/changes';
import { pickTranslation } from '../products/present';
import {
  addDays,
  isSellable,
  recomputeStock,
  sweepExpiredBatches,
  utcDay,
  warningDaysOf,
  type StockDeps,
} from './batch-stock';
import * as repository from './batches.repository';

type BatchValues = { code: string; expiresOn: string; quantity: number };

function companyOf(ctx: RequestContext): string {
  const companyId = ctx.actor.companyId;
  if (!companyId) throw new AppError('forbidden');
  return companyId;
}

function present(row: BatchRow, today: string, until: string): Batch {
  const expired = row.expiresOn <= today;
  return {
    id: row.id,
    code: row.code,
    expiresOn: row.expiresOn,
    quantity: row.quantity,
    expired,
    expiresSoon: isSellable(row, today) && row.expiresOn <= until,
  };
}

async function presentOne(ctx: RequestContext, row: BatchRow): Promise<Batch> {
  const today = utcDay(ctx.now());
  return present(row, today, addDays(today, await warningDaysOf(ctx.db, companyOf(ctx))));
}

/**
 * Locks the caller's product until the transaction ends, so that batch changes and sales of it
 * run one at a time; another company's product is not found.
 */
async function lockOwnProduct(ctx: RequestContext, productId: string): Promise<void> {
  if (!(await products.lockCompanyProduct(ctx.db, companyOf(ctx), productId))) throw new AppError('not_found');
}

/** A batch is put on sale only before its date. */
function checkDate(ctx: RequestContext, values: BatchValues) {
  if (values.expiresOn <= utcDay(ctx.now())) throw new AppError('batch_expiry_past');
}

/** The write, with a code the product already has answered as such (also when two requests race). */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('batch_code_taken');
    throw error;
  }
}

/** The product's batches, first to expire first (then by code), expired ones included. */
export async function listBatches(ctx: RequestContext, productId: string): Promise<Batch[]> {
  const companyId = companyOf(ctx);
  if (!(await products.findCompanyProduct(ctx.db, companyId, productId))) throw new AppError('not_found');
  const rows = await repository.listBatches(ctx.db, [productId]);
  const today = utcDay(ctx.now());
  const until = addDays(today, await warningDaysOf(ctx.db, companyId));
  return rows.map((row) => present(row, today, until));
}

/** Adds a batch; the product's stock becomes the sum of its unexpired batches. */
export function createBatch(deps: StockDeps, ctx: RequestContext, productId: string, input: BatchValues) {
  checkDate(ctx, input);
  return inTransaction(ctx, async (tx) => {
    await lockOwnProduct(tx, productId);
    const row = await writing(() => repository.insertBatch(tx.db, { ...input, productId }));
    await recomputeStock(deps, tx, productId);
    return presentOne(tx, row);
  });
}

/** Changes a batch of the product (another product's batch is not found). */
export function updateBatch(
  deps: StockDeps,
  ctx: RequestContext,
  ids: { productId: string; batchId: string },
  input: BatchValues,
) {
  checkDate(ctx, input);
  return inTransaction(ctx, async (tx) => {
    await lockOwnProduct(tx, ids.productId);
    const row = await writing(() => repository.updateBatch(tx.db, ids.productId, ids.batchId, input));
    if (!row) throw new AppError('not_found');
    await recomputeStock(deps, tx, ids.productId);
    return presentOne(tx, row);
  });
}

/**
 * Deletes a batch. Order lines keep its code and date, so a recall still finds its buyers. A
 * product whose last batch goes has nothing to sell until the seller types its stock again.
 */
export function deleteBatch(deps: StockDeps, ctx: RequestContext, ids: { productId: string; batchId: string }) {
  return inTransaction(ctx, async (tx) => {
    await lockOwnProduct(tx, ids.productId);
    if (!(await repository.deleteBatch(tx.db, ids.productId, ids.batchId))) throw new AppError('not_found');
    if ((await recomputeStock(deps, tx, ids.productId)) !== undefined) return;
    await repository.clearStock(tx.db, ids.productId);
    stockChanged(deps, tx, [ids.productId]);
    await setListingInStock(deps, tx, ids.productId, false);
  });
}

/** Every sellable batch of the company's products expiring within its window, soonest first. */
export async function listExpiring(ctx: RequestContext): Promise<{ warningDays: number; products: ExpiringProduct[] }> {
  const companyId = companyOf(ctx);
  const warningDays = await warningDaysOf(ctx.db, companyId);
  const today = utcDay(ctx.now());
  const rows = await repository.listExpiring(ctx.db, companyId, today, addDays(today, warningDays));
  const translations = await products.listTranslations(ctx.db, [...new Set(rows.map((row) => row.productId))]);
  return {
    warningDays,
    products: rows.map((row) => ({
      productId: row.productId,
      title:
        pickTranslation(
          translations.filter((translation) => translation.productId === row.productId),
          ctx.language,
          row.defaultLanguage,
        )?.title ?? '',
      code: row.code,
      expiresOn: row.expiresOn,
      quantity: row.quantity,
    })),
  };
}

/** Sets the company's warning window. */
export async function saveExpirySettings(ctx: RequestContext, input: ExpirySettings): Promise<ExpirySettings> {
  await repository.saveWarningDays(ctx.db, companyOf(ctx), input.warningDays);
  return { warningDays: input.warningDays };
}

/** The seller's batches and expiry warnings, bound to their dependencies. */
export function createBatchesService(deps: StockDeps) {
  return {
    list: (ctx: RequestContext, productId: string) => listBatches(ctx, productId),
    create: (ctx: RequestContext, productId: string, input: BatchValues) => createBatch(deps, ctx, productId, input),
    update: (ctx: RequestContext, ids: { productId: string; batchId: string }, input: BatchValues) =>
      updateBatch(deps, ctx, ids, input),
    remove: (ctx: RequestContext, ids: { productId: string; batchId: string }) => deleteBatch(deps, ctx, ids),
    expiring: (ctx: RequestContext) => listExpiring(ctx),
    saveExpirySettings: (ctx: RequestContext, input: ExpirySettings) => saveExpirySettings(ctx, input),
    sweepExpired: (ctx: RequestContext) => sweepExpiredBatches(deps, ctx),
  };
}

export type BatchesService = ReturnType<typeof createBatchesService>;
