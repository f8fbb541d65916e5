import type { RecallEntry } from '@glowmarket/shared/cosmetics';
import type { RequestContext } from '../../lib/context';
import * as repository from './orders.repository';

/**
 * For a recall: every buyer of the seller's batch `code` — each order line taken (partly) from
 * it, newest first, with how many pieces came from that batch and the contact the buyer gave at
 * checkout. Lines keep the code and date, so a batch deleted since is still found.
 */
export async function recallBatch(
  ctx: RequestContext,
  input: { companyId: string; code: string },
): Promise<{ code: string; entries: RecallEntry[] }> {
  const rows = await repository.listBatchLines(ctx.db, input.companyId, input.code);
  return {
    code: input.code,
    entries: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: row.number,
      placedAt: row.createdAt.toISOString(),
      productId: row.productId,
      title: row.title,
      quantity: (row.batches ?? [])
        .filter((batch) => batch.code === input.code)
        .reduce((sum, batch) => sum + batch.quantity, 0),
      buyer: {
        name: `${row.contact.firstName} ${row.contact.lastName}`.trim(),
        email: row.contact.email,
        phone: row.contact.phone || null,
      },
    })),
  };
}
