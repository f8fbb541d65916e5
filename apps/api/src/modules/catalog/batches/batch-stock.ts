import { DEFAULT_EXPIRY_WARNING_DAYS } from '@glowmarket/shared/cosmetics';
import { inTransaction, type RequestContext } from '../../../lib/context';
import type { BatchRow } from '../cosmetics.tables';
import * as products from '../products.repository';
import { setListingInStock, stockChanged } from '../products/changes';
import type { ProductsServiceDeps } from '../products/deps';
import * as repository from './batches.repository';

// A product with at least one batch keeps its stock in them: `products.stock` is then the sum of
// its batches not yet expired, recomputed by every change that touches them.

export type StockDeps = Pick<ProductsServiceDeps, 'cache' | 'searchSync'>;

/** How much of an order line came from one batch (what the order line keeps for a recall). */
export interface TakenBatch {
  batchId: string;
  code: string;
  expiresOn: string;
  quantity: number;
}

const DAY_MS = 86_400_000;

/** The UTC day of a moment: '2026-11-28'. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The UTC day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** A batch is sold until the day before its date. */
export const isSellable = (batch: Pick<BatchRow, 'expiresOn' | 'quantity'>, today: string) =>
  batch.expiresOn > today && batch.quantity > 0;

/**
 * Takes `quantity` from batches already in expiry order (first to expire first), lowering their
 * `quantity` as it goes, and answers what came from which. The caller has checked there is enough.
 */
export function allocate(batches: BatchRow[], quantity: number, today: string): TakenBatch[] {
  const taken: TakenBatch[] = [];
  let wanted = quantity;
  for (const batch of batches) {
    if (wanted === 0) break;
    if (!isSellable(batch, today)) continue;
    const part = Math.min(batch.quantity, wanted);
    batch.quantity -= part;
    wanted -= part;
    taken.push({ batchId: batch.id, code: batch.code, expiresOn: batch.expiresOn, quantity: part });
  }
  return taken;
}

/** Whether the product keeps its stock in batches (then its stock is not typed by the seller). */
export function isBatched(db: RequestContext['db'], productId: string): Promise<boolean> {
  return repository.hasBatches(db, productId);
}

/**
 * For a product kept in batches, in the caller's transaction: its stock becomes the sum of its
 * unexpired batches, its page is cleared and its listing shows "in stock" exactly when it has
 * some. Answers the new stock; undefined (and nothing done) for a product without batches.
 */
export async function recomputeStock(
  deps: StockDeps,
  ctx: RequestContext,
  productId: string,
): Promise<number | undefined> {
  const [row] = await repository.recomputeStocks(ctx.db, [productId], utcDay(ctx.now()));
  if (!row) return undefined;
  stockChanged(deps, ctx, [productId]);
  await setListingInStock(deps, ctx, productId, row.stock > 0);
  return row.stock;
}

/**
 * The daily sweep: every product whose stock still counts a batch that has expired since is
 * recomputed, in one transaction. Its rows are locked in id order first, as a sale locks them,
 * so the two never wait on each other in a circle. Answers how many products changed.
 */
export async function sweepExpiredBatches(deps: StockDeps, ctx: RequestContext): Promise<number> {
  const today = utcDay(ctx.now());
  const stale = await repository.staleBatchedProducts(ctx.db, today);
  if (stale.length === 0) return 0;
  return inTransaction(ctx, async (tx) => {
    await products.lockForSale(tx.db, stale);
    const changed = await repository.recomputeStocks(tx.db, stale, today);
    stockChanged(
      deps,
      tx,
      changed.map((row) => row.id),
    );
    for (const row of changed) await setListingInStock(deps, tx, row.id, row.stock > 0);
    return changed.length;
  });
}

/** The company's warning window in days: its own, else the default. */
export async function warningDaysOf(db: RequestContext['db'], companyId: string): Promise<number> {
  return (await repository.findWarningDays(db, companyId)) ?? DEFAULT_EXPIRY_WARNING_DAYS;
}

export interface BatchSummary {
  /** Keeps its stock in batches. */
  batched: boolean;
  /** Has a sellable batch expiring within the company's window. */
  expiresSoon: boolean;
  /** Has a batch that is unexpired and not empty. */
  hasSellableBatch: boolean;
}

/**
 * For the seller's product answers: each of these products (of this company; others are left
 * out) with whether it keeps batches and whether some of its sellable stock expires soon.
 * `today` is the UTC day (utcDay(ctx.now())).
 */
export async function batchSummaries(
  db: RequestContext['db'],
  companyId: string,
  productIds: string[],
  today: string,
): Promise<Map<string, BatchSummary>> {
  const own = await repository.companyProductIds(db, companyId, productIds);
  // One after the other: inside a transaction there is one connection.
  const batches = await repository.listBatches(db, own);
  const until = addDays(today, await warningDaysOf(db, companyId));
  return new Map(
    own.map((id) => {
      const sellable = batches.filter((batch) => batch.productId === id && isSellable(batch, today));
      return [
        id,
        {
          batched: batches.some((batch) => batch.productId === id),
          expiresSoon: sellable.some((batch) => batch.expiresOn <= until),
          hasSellableBatch: sellable.length > 0,
        },
      ];
    }),
  );
}
