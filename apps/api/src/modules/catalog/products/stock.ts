import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { allocate, isSellable, utcDay, type TakenBatch } from '../batches/batch-stock';
import * as batches from '../batches/batches.repository';
import type { BatchRow } from '../cosmetics.tables';
import * as repository from '../products.repository';
import { setListingInStock, stockChanged } from './changes';
import type { ProductsServiceDeps } from './deps';

type StockDeps = Pick<ProductsServiceDeps, 'cache' | 'searchSync'>;
type Line = { productId: string; quantity: number };
/** A line given back: with the batches it was taken from, when its product kept them. */
export type ReturnedLine = Line & { batches?: TakenBatch[] | null };

/** Each product's batches, first to expire first, as they are once its row is locked. */
function batchesByProduct(rows: BatchRow[]): Map<string, BatchRow[]> {
  const byProduct = new Map<string, BatchRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/**
 * For placing an order, inside its transaction: takes every line's quantity, in product order
 * (so two orders never wait on each other's rows), or throws 'I don't have that quantity' for
 * the first line short, naming the product and what is left; the transaction then takes nothing.
 * A product kept in batches sells from its unexpired batches, first to expire first (FEFO),
 * possibly from several; answers, for each such product, what came from which batch.
 */
export async function takeStock(
  deps: StockDeps,
  ctx: RequestContext,
  lines: Line[],
): Promise<Map<string, TakenBatch[]>> {
  // Locked first, in id order, so concurrent orders queue instead of deadlocking; then every
  // line is checked and taken at once (a short line takes nothing: the transaction rolls back).
  const locked = await repository.lockForSale(
    ctx.db,
    lines.map((line) => line.productId),
  );
  // Read once the rows are locked: no other sale moves these batches until this one ends.
  const batched = locked.filter((row) => row.batched).map((row) => row.id);
  const kept = batchesByProduct(batched.length > 0 ? await batches.listBatches(ctx.db, batched) : []);
  const today = utcDay(ctx.now());
  // A batched product's stock column may still count a batch that expired at midnight: what is
  // sellable is counted from the batches themselves.
  const sellableOf = (id: string, stock: number) =>
    kept.has(id)
      ? (kept.get(id) ?? []).reduce((sum, batch) => sum + (isSellable(batch, today) ? batch.quantity : 0), 0)
      : stock;
  const left = new Map(locked.map((row) => [row.id, row.isPublic ? sellableOf(row.id, row.stock) : 0]));
  const taken = new Map<string, number>();
  const fromBatches = new Map<string, TakenBatch[]>();
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const available = left.get(line.productId) ?? 0;
    if (available < line.quantity) {
      throw new AppError('insufficient_stock', { productId: line.productId, available });
    }
    left.set(line.productId, available - line.quantity);
    const own = kept.get(line.productId);
    if (own) {
      fromBatches.set(line.productId, [
        ...(fromBatches.get(line.productId) ?? []),
        ...allocate(own, line.quantity, today),
      ]);
    } else taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  }
  const after = await repository.takeStocks(
    ctx.db,
    [...taken].map(([productId, quantity]) => ({ productId, quantity })),
  );
  await batches.takeFromBatches(
    ctx.db,
    [...fromBatches.values()].flat().map(({ batchId, quantity }) => ({ batchId, quantity })),
  );
  after.push(...(await batches.recomputeStocks(ctx.db, [...kept.keys()], today)));
  // Every sale clears the product's page (it shows how many are left); the lists only when it sells out.
  stockChanged(
    deps,
    ctx,
    after.map((row) => row.id),
  );
  for (const row of after.filter((product) => product.stock === 0)) {
    await setListingInStock(deps, ctx, row.id, false);
  }
  return fromBatches;
}

/**
 * For a cancelled or expired order, inside its transaction. A line taken from batches goes back
 * to them (to nothing for a batch deleted since) and its product's stock is their sum again.
 */
export async function returnStock(deps: StockDeps, ctx: RequestContext, lines: ReturnedLine[]): Promise<void> {
  // Locked in the same order as takeStock locks them, before any batch is touched, so the two
  // never wait on each other in a circle.
  const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  const ids = [...new Set(ordered.map((line) => line.productId))];
  await repository.lockForSale(ctx.db, ids);
  stockChanged(deps, ctx, ids);
  await batches.returnToBatches(
    ctx.db,
    ordered.flatMap((line) => (line.batches ?? []).map(({ batchId, quantity }) => ({ batchId, quantity }))),
  );
  const toColumn = ordered.filter((line) => !line.batches?.length);
  for (const line of toColumn) await repository.returnStock(ctx.db, line.productId, line.quantity);
  // A product that keeps batches gets the sum of its batches, whatever went back to its column.
  const batched = new Map(
    (await batches.recomputeStocks(ctx.db, ids, utcDay(ctx.now()))).map((row) => [row.id, row.stock]),
  );
  for (const id of ids) {
    const stock = batched.get(id);
    if (stock !== undefined) await setListingInStock(deps, ctx, id, stock > 0);
    else if (toColumn.some((line) => line.productId === id)) await setListingInStock(deps, ctx, id, true);
  }
}
