import type { RequestContext } from '../../../lib/context';
import * as repository from '../products.repository';

/**
 * Products' titles as written in the caller's language, for order lines: a product without that
 * language is left out, and the line keeps the title it was bought under.
 */
export async function titlesWrittenIn(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  const rows = await repository.listTranslations(ctx.db, [...new Set(ids)], [ctx.language]);
  return new Map(rows.map((row) => [row.productId, row.title]));
}
