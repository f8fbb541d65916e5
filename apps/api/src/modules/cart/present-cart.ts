import type { Cart, CartLine } from '@glowmarket/shared/cart';
import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { RequestContext } from '../../lib/context';
import { addShown, multiplyShown } from '../../lib/money';
import type { CartProduct, CartServiceDeps, KeptDelivery } from './cart.deps';
import * as repository from './cart.repository';
import type { CartDeliveryRow, CartLineRow, CartRow } from './cart.tables';

const keptOf = (row: CartDeliveryRow): KeptDelivery => ({
  optionId: row.optionId,
  kind: row.kind,
  pointName: row.pointName,
  pointAddress: row.pointAddress,
  shopId: row.shopId,
});

/**
 * The cart as the buyer sees it: lines by seller in the buyer's currency, with what changed, and
 * its quote (each seller's delivery options, chosen delivery and amounts, the totals) from the
 * logistics module's delivery rules. `known`: what the caller has just read and written in its
 * transaction (the lines as they now are, the deliveries, the products), not read again.
 */
export async function presentCart(
  deps: Pick<CartServiceDeps, 'products' | 'deliveries'>,
  ctx: RequestContext,
  input: {
    cart: CartRow | undefined;
    newToken: string | null;
    known?: { lines: CartLineRow[]; kept: CartDeliveryRow[]; found: CartProduct[] } | undefined;
  },
): Promise<Cart> {
  const { cart, newToken, known } = input;
  const lines = known?.lines ?? (cart ? await repository.listLines(ctx.db, cart.id) : []);
  const kept = known?.kept ?? (cart && lines.length > 0 ? await repository.listDeliveries(ctx.db, cart.id) : []);
  const found =
    known?.found ??
    (await deps.products.forCart(
      ctx,
      lines.map((line) => line.productId),
    ));
  const products = new Map(found.map((product) => [product.card.id, product]));
  const choices = new Map(kept.map((row) => [row.companyId, keptOf(row)]));
  const quote = found[0]?.quote;
  const zero: QuotedMoney = quote
    ? quote.price(0)
    : { amount: 0, currency: ctx.currency, base: { amount: 0, currency: 'EUR' } };

  const sellers = new Map<string, { company: ProductCard['company']; lines: CartLine[]; bases: number[] }>();
  const orderable = new Map<string, { unitBase: number; quantity: number; dispatchDays: number }[]>();
  let itemCount = 0;
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    const { card } = product;
    const seller = sellers.get(card.company.id) ?? { company: card.company, lines: [], bases: [] };
    const unitPrice = product.quote.price(product.basePrice);
    seller.lines.push({
      productId: card.id,
      title: card.title,
      image: card.image,
      quantity: line.quantity,
      available: product.stock,
      purchasable: product.purchasable,
      unitPrice,
      previousUnitPrice: line.unitPriceAtAdd === product.basePrice ? null : product.quote.price(line.unitPriceAtAdd),
      lineTotal: multiplyShown(unitPrice, line.quantity),
    });
    itemCount += line.quantity;
    // What can no longer be bought is shown, but counts in no total.
    const parts = orderable.get(card.company.id) ?? [];
    if (product.purchasable) {
      parts.push({ unitBase: product.basePrice, quantity: line.quantity, dispatchDays: product.dispatchDays });
    }
    orderable.set(card.company.id, parts);
    sellers.set(card.company.id, seller);
  }

  const groups = [...sellers.values()];
  const quotes = quote
    ? await deps.deliveries.quoteSellers(
        ctx,
        (amount) => quote.price(amount),
        groups.map((seller) => ({
          companyId: seller.company.id,
          lines: orderable.get(seller.company.id) ?? [],
          choice: choices.get(seller.company.id) ?? null,
        })),
      )
    : [];
  const presented = groups.map((seller, index) => {
    const quoted = quotes[index];
    if (!quoted) throw new Error('a seller of the cart has no quote');
    const { complete: _complete, ...amounts } = quoted;
    return { company: seller.company, lines: seller.lines, ...amounts };
  });
  const sum = (pick: (seller: (typeof presented)[number]) => QuotedMoney) => presented.map(pick).reduce(addShown, zero);
  return {
    cartToken: newToken,
    itemCount,
    sellers: presented,
    total: sum((seller) => seller.subtotal),
    deliveryTotal: sum((seller) => seller.deliveryPrice),
    grandTotal: sum((seller) => seller.total),
    deliveriesComplete:
      quotes.length > 0 &&
      quotes.every((quoted) => quoted.complete) &&
      [...orderable.values()].some((parts) => parts.length > 0),
  };
}
