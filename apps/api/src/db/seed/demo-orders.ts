import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { products, productTranslations } from '../../modules/catalog/catalog.tables';
import { carriers, deliveryMethods, deliveryPrices } from '../../modules/logistics/logistics.tables';
import { commissionOf, orderNumber } from '../../modules/orders/place-order';
import { insertGroup, insertLines, insertOrders, nextOrderNumbers } from '../../modules/orders/orders.repository';
import type { OrderRow } from '../../modules/orders/orders.tables';
import { DEMO_BUYER_ADDRESS } from './demo-accounts';

const DAY_MS = 86_400_000;
const COMMISSION_BASIS_POINTS = 600;

/** Where the demo buyer's orders went, and how far each has come. */
const DEMO_ORDERS = [
  { daysAgo: 41, status: 'delivered', products: [0, 1], quantities: [1, 2], tracking: 'DPD-1200456789' },
  { daysAgo: 3, status: 'shipped', products: [2], quantities: [1], tracking: 'DPD-1200498765' },
  { daysAgo: 1, status: 'paid', products: [3, 0], quantities: [2, 1], tracking: null },
] as const;

/**
 * The demo buyer's purchases from the demo seller — one delivered, one on its way, one paid and
 * waiting to be packed — so that /userorders, /orders, /customers and /statements show something
 * from the first start. Written as placing would write them; no stock is taken.
 */
export async function seedDemoOrders(
  db: Database,
  options: { buyerId: string; companyId: string; now: Date },
): Promise<void> {
  const items = await db
    .select({ id: products.id, price: products.price, title: productTranslations.title })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'en-US')),
    )
    .where(eq(products.companyId, options.companyId))
    .orderBy(asc(products.createdAt))
    .limit(4);
  const [courier] = await db
    .select({
      id: deliveryPrices.id,
      key: deliveryPrices.key,
      price: deliveryPrices.price,
      deliveryDays: deliveryPrices.deliveryDays,
      carrierId: carriers.id,
      carrierName: carriers.name,
      cod: deliveryMethods.cod,
    })
    .from(deliveryPrices)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, deliveryPrices.methodId))
    .innerJoin(carriers, eq(carriers.id, deliveryMethods.carrierId))
    .where(
      and(
        eq(deliveryPrices.companyId, options.companyId),
        eq(deliveryMethods.kind, 'courier'),
        eq(deliveryMethods.cod, false),
      ),
    )
    .limit(1);
  if (items.length < 4 || !courier) return;

  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const placedAt = new Date(options.now.getTime() - demo.daysAgo * DAY_MS);
    const group = await insertGroup(db, {
      buyerId: options.buyerId,
      idempotencyKey: `demo-order-${index + 1}`,
      currency: 'EUR',
      scaledRate: 1_000_000,
      contact: { firstName: 'Ines', lastName: 'Moreau', email: 'buyer@glowmarket.example', phone: '+48 600 100 200' },
      shippingAddress: DEMO_BUYER_ADDRESS,
      invoice: null,
      createdAt: placedAt,
    });
    const lines = demo.products.map((position, line) => {
      const item = items[position]!;
      const quantity = demo.quantities[line] ?? 1;
      return {
        productId: item.id,
        title: item.title,
        unitPrice: item.price,
        quantity,
        lineTotal: item.price * quantity,
      };
    });
    const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const deliveryPrice = courier.price;
    const progress: Partial<OrderRow> = {
      paidAt: new Date(placedAt.getTime() + 600_000),
      ...(demo.tracking && { trackingNumber: demo.tracking, shippedAt: new Date(placedAt.getTime() + DAY_MS) }),
      ...(demo.status === 'delivered' && { deliveredAt: new Date(placedAt.getTime() + 3 * DAY_MS) }),
    };
    const [sequence] = await nextOrderNumbers(db, 1);
    const [order] = await insertOrders(db, [
      {
        groupId: group.id,
        number: orderNumber(placedAt.getUTCFullYear(), sequence!),
        companyId: options.companyId,
        buyerId: options.buyerId,
        status: demo.status,
        paymentStatus: 'paid',
        delivery: {
          kind: 'courier',
          carrierId: courier.carrierId,
          carrierName: courier.carrierName,
          cod: courier.cod,
          priceEntryId: courier.id,
          key: courier.key,
          deliveryDays: courier.deliveryDays,
          point: null,
          shop: null,
        },
        deliveryPrice,
        itemsTotal,
        total: itemsTotal + deliveryPrice,
        commissionBasisPoints: COMMISSION_BASIS_POINTS,
        commission: commissionOf(itemsTotal, COMMISSION_BASIS_POINTS),
        createdAt: placedAt,
        updatedAt: placedAt,
        ...progress,
      },
    ]);
    await insertLines(
      db,
      lines.map((line) => ({ ...line, orderId: order!.id })),
    );
  }
}
