import { nextStatuses, type OrderStatusChange, type SellerOrder } from '@glowmarket/shared/orders';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { OrderLifeDeps } from './orders.deps';
import * as repository from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.tables';
import { findOwnOrder, presentForSeller } from './seller-orders';

/** What a cancelled order gives back: each line of a product still there, with the batches it came from. */
const returnable = (lines: OrderLineRow[]) =>
  lines.flatMap((line) =>
    line.productId ? [{ productId: line.productId, quantity: line.quantity, batches: line.batches }] : [],
  );

/** The columns a status change writes besides the status itself. */
function changesFor(order: OrderRow, change: OrderStatusChange, now: Date): Partial<OrderRow> {
  switch (change.status) {
    case 'paid':
      return { paymentStatus: 'paid', paidAt: now, payBy: null };
    case 'shipped': {
      const trackingNumber = change.trackingNumber ?? order.shipment?.trackingNumber ?? order.trackingNumber;
      if (!trackingNumber) throw new AppError('tracking_number_required');
      return { trackingNumber, shippedAt: now };
    }
    case 'delivered':
      // Cash on delivery is paid when the parcel is handed over.
      return order.paymentStatus === 'cod'
        ? { deliveredAt: now, paymentStatus: 'paid', paidAt: now }
        : { deliveredAt: now };
    case 'cancelled':
      return { cancelledAt: now, payBy: null, ...(order.paymentStatus === 'paid' && { paymentStatus: 'refund_due' }) };
    default:
      return {};
  }
}

/** Cancels one order in `tx`: its stock back, the buyer told. */
async function afterCancel(
  deps: Pick<OrderLifeDeps, 'products' | 'mails'>,
  tx: RequestContext,
  row: repository.OrderWithGroup,
  lines: OrderLineRow[],
) {
  await deps.products.returnStock(tx, returnable(lines));
  await deps.mails.cancelled(tx, row.group, { order: row.order, lines });
}

/**
 * Moves an order on along its allowed path (shared `nextStatuses`), in one transaction with
 * what goes with it: the tracking number when shipped, stock back when cancelled, the buyer's
 * mail. Two changes at once: one wins, the other is told the order changed.
 */
export async function changeOrderStatus(
  deps: Pick<OrderLifeDeps, 'products' | 'mails' | 'refunds' | 'sellers'>,
  ctx: RequestContext,
  input: { companyId: string; id: string; change: OrderStatusChange },
): Promise<SellerOrder> {
  const { id, change } = input;
  return inTransaction(ctx, async (tx) => {
    const row = await findOwnOrder(tx, input.companyId, id);
    if (!nextStatuses(row.order).includes(change.status)) {
      throw new AppError('order_status_not_allowed', { from: row.order.status, to: change.status });
    }
    const now = tx.now();
    const moved = await repository.moveOrder(tx.db, id, row.order, {
      status: change.status,
      updatedAt: now,
      ...changesFor(row.order, change, now),
    });
    if (!moved) throw new AppError('order_changed');
    const next = { order: moved, group: row.group };
    const lines = await repository.listLines(tx.db, [id]);
    if (moved.status === 'cancelled') await afterCancel(deps, tx, next, lines);
    if (moved.paymentStatus === 'refund_due') await deps.refunds.refundDue(tx, id);
    if (moved.status === 'shipped') await deps.mails.shipped(tx, row.group, { order: moved, lines });
    const [order] = await presentForSeller(deps, tx, [next]);
    return order!;
  });
}

/**
 * Cancels every unpaid order whose time to pay has passed, one transaction each, and answers
 * how many. Instances running it at once never take the same order (SKIP LOCKED), so stock
 * comes back once.
 */
export async function expireDueOrders(
  deps: Pick<OrderLifeDeps, 'products' | 'mails'>,
  ctx: RequestContext,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await inTransaction(ctx, async (tx) => {
      const order = await repository.expireOneDue(tx.db, tx.now());
      if (!order) return false;
      const row = await repository.findOrder(tx.db, order.id, {});
      await afterCancel(deps, tx, row!, await repository.listLines(tx.db, [order.id]));
      return true;
    });
    if (!done) return expired;
    expired += 1;
  }
}
