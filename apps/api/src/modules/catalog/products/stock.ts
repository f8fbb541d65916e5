import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import * as repository from '../products.repository';
import { setListingInStock, stockChanged } from './changes';
import type { ProductsServiceDeps } from './deps';

type StockDeps = Pick<ProductsServiceDeps, 'cache' | 'searchSync'>;
type Line = { productId: string; quantity: number };

/**
 * For placing an order, inside its transaction: takes every line's quantity, in product order
 * (so two orders never wait on each other's rows), or throws 'I don't have that quantity' for
 * the first line short, naming the product and what is left; the transaction then takes nothing.
 */
export async function takeStock(deps: StockDeps, ctx: RequestContext, lines: Line[]): Promise<void> {
  // Locked first, in id order, so concurrent orders queue instead of deadlocking; then every
  // line is checked and taken at once (a short line takes nothing: the transaction rolls back).
  const left = new Map(
    (
      await repository.lockForSale(
        ctx.db,
        lines.map((line) => line.productId),
      )
    ).map((row) => [row.id, row.isPublic ? row.stock : 0]),
  );
  const taken = new Map<string, number>();
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const available = left.get(line.productId) ?? 0;
    if (available < line.quantity) {
      throw new AppError('insufficient_stock', { productId: line.productId, available });
    }
    left.set(line.productId, available - line.quantity);
    taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  }
  const after = await repository.takeStocks(
    ctx.db,
    [...taken].map(([productId, quantity]) => ({ productId, quantity })),
  );
  // Every sale clears the product's page (it shows how many are left); the lists only when it sells out.
  stockChanged(
    deps,
    ctx,
    after.map((row) => row.id),
  );
  for (const row of after.filter((product) => product.stock === 0)) {
    await setListingInStock(deps, ctx, row.id, false);
  }
}

/** For a cancelled or expired order, inside its transaction. */
export async function returnStock(deps: StockDeps, ctx: RequestContext, lines: Line[]): Promise<void> {
  // In the same order as takeStock locks rows, so the two never wait on each other in a circle.
  const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  stockChanged(
    deps,
    ctx,
    ordered.map((line) => line.productId),
  );
  for (const line of ordered) {
    await repository.returnStock(ctx.db, line.productId, line.quantity);
    await setListingInStock(deps, ctx, line.productId, true);
  }
}
