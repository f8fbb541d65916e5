import type { SkinType } from '@glowmarket/shared/reviews';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { createUser } from '../factories/users';
import { catalogListings, products, productTranslations } from '../../modules/catalog/catalog.tables';
import { carriers, deliveryMethods, deliveryPrices } from '../../modules/logistics/logistics.tables';
import { commissionOf, orderNumber } from '../../modules/orders/place-order';
import { insertGroup, insertLines, insertOrders, nextOrderNumbers } from '../../modules/orders/orders.repository';
import { orderLines, orders } from '../../modules/orders/orders.tables';
import { productRatings } from '../../modules/reviews/reviews.tables';

const DAY_MS = 86_400_000;
const COMMISSION_BASIS_POINTS = 600;

interface DemoRating {
  stars: number;
  comment: string;
  skinType: SkinType | null;
}

/**
 * Buyers who received demo products and rated them, each in their own language. Their orders
 * are from the other demo sellers, so the demo seller's orders, customers and statements stay as
 * the demo buyer's alone.
 */
export const DEMO_REVIEWERS: { firstName: string; lastName: string; language: string; ratings: DemoRating[] }[] = [
  {
    firstName: 'Zofia',
    lastName: 'Kowalczyk',
    language: 'pl-PL',
    ratings: [
      { stars: 5, comment: 'Cudowny zapach, skóra miękka od pierwszego dnia.', skinType: 'dry' },
      { stars: 4, comment: 'Dobrze się wchłania, ale mogłaby być większa.', skinType: 'dry' },
      { stars: 5, comment: 'Kupię znowu, idealna na zimę.', skinType: 'dry' },
    ],
  },
  {
    firstName: 'Lena',
    lastName: 'Fischer',
    language: 'de-DE',
    ratings: [
      { stars: 5, comment: 'Zieht schnell ein und fettet nicht nach.', skinType: 'combination' },
      { stars: 4, comment: 'Angenehm leicht, Duft etwas intensiv.', skinType: 'combination' },
      { stars: 3, comment: 'Solide, aber kein Wow-Effekt.', skinType: null },
    ],
  },
  {
    firstName: 'Camille',
    lastName: 'Durand',
    language: 'fr-FR',
    ratings: [
      { stars: 5, comment: 'Texture fondante, teint lumineux au réveil.', skinType: 'normal' },
      { stars: 5, comment: 'Parfait sous le maquillage.', skinType: 'normal' },
      { stars: 4, comment: 'Très bien, flacon pratique.', skinType: null },
    ],
  },
  {
    firstName: 'Giulia',
    lastName: 'Romano',
    language: 'it-IT',
    ratings: [
      { stars: 4, comment: 'Leggera e idratante, profumo delicato.', skinType: 'sensitive' },
      { stars: 5, comment: 'Nessun rossore, finalmente!', skinType: 'sensitive' },
      { stars: 3, comment: 'Buona, ma dura poco.', skinType: 'sensitive' },
    ],
  },
  {
    firstName: 'Lucía',
    lastName: 'García',
    language: 'es-ES',
    ratings: [
      { stars: 5, comment: 'Me encanta, la piel queda suave todo el día.', skinType: 'oily' },
      { stars: 4, comment: 'Matifica bien sin resecar.', skinType: 'oily' },
      { stars: 5, comment: 'Llegó rápido y bien embalado.', skinType: null },
    ],
  },
  {
    firstName: 'Beatriz',
    lastName: 'Souza',
    language: 'pt-BR',
    ratings: [
      { stars: 5, comment: 'Textura leve, não deixa a pele oleosa.', skinType: 'oily' },
      { stars: 4, comment: 'Gostei muito, cheiro suave.', skinType: 'combination' },
      { stars: 2, comment: 'Não combinou com a minha pele.', skinType: 'sensitive' },
    ],
  },
  {
    firstName: 'Elsa',
    lastName: 'Lindqvist',
    language: 'sv-SE',
    ratings: [
      { stars: 5, comment: 'Mjuk hud och ingen klibbighet.', skinType: 'dry' },
      { stars: 4, comment: 'Bra produkt, lite dyr.', skinType: 'normal' },
      { stars: 5, comment: 'Min nya favorit!', skinType: null },
    ],
  },
  {
    firstName: 'Ingrid',
    lastName: 'Hansen',
    language: 'no-NO',
    ratings: [
      { stars: 4, comment: 'Fuktgivende og behagelig i kulda.', skinType: 'dry' },
      { stars: 5, comment: 'Huden føles frisk hele dagen.', skinType: 'normal' },
      { stars: 4, comment: 'God, men pumpa kunne vært bedre.', skinType: null },
    ],
  },
  {
    firstName: 'Ana',
    lastName: 'Horvat',
    language: 'hr-HR',
    ratings: [
      { stars: 5, comment: 'Odlična, koža je mekana i sjajna.', skinType: 'combination' },
      { stars: 3, comment: 'U redu je, očekivala sam više.', skinType: 'oily' },
      { stars: 4, comment: 'Brzo se upija, lijep miris.', skinType: null },
    ],
  },
  {
    firstName: 'Mei',
    lastName: 'Chen',
    language: 'zh-CN',
    ratings: [
      { stars: 5, comment: '质地清爽，吸收很快，很滋润。', skinType: 'sensitive' },
      { stars: 4, comment: '味道淡淡的，很喜欢。', skinType: 'normal' },
      { stars: 5, comment: '回购第二次了，推荐！', skinType: null },
    ],
  },
  {
    firstName: 'Emily',
    lastName: 'Parker',
    language: 'en-US',
    ratings: [
      { stars: 5, comment: 'Lovely texture, my skin drinks it up.', skinType: 'dry' },
      { stars: 4, comment: 'Works well under SPF.', skinType: 'combination' },
      { stars: 1, comment: 'Broke me out, sadly.', skinType: 'oily' },
    ],
  },
];

/** What the demo buyer says of the first item of its delivered order; the rest it has yet to rate. */
const DEMO_BUYER_RATING: DemoRating = {
  stars: 5,
  comment: 'Peau douce et parfum subtil, je recommande.',
  skinType: 'combination',
};

/** Rated demo products: the first of each demo seller's, then the next ones, this many in all. */
const RATED_PRODUCTS = 18;

type Product = { id: string; companyId: string; price: number; title: string };

/**
 * Ratings for the demo: other buyers' delivered orders of demo products, each item rated in the
 * buyer's language, and the demo buyer's rating of one item of its delivered order; then each
 * rated product's listing average and count, as the reviews module keeps them.
 */
export async function seedDemoRatings(
  db: Database,
  options: { buyerId: string; demoCompanyId: string; now: Date },
): Promise<void> {
  const rated = new Set<string>();
  const [own] = await db
    .select({
      lineId: orderLines.id,
      productId: orderLines.productId,
      companyId: orders.companyId,
      at: orders.deliveredAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.buyerId, options.buyerId), eq(orders.status, 'delivered')))
    .orderBy(asc(orderLines.title))
    .limit(1);
  if (own?.productId) {
    await insertRating(db, {
      buyerId: options.buyerId,
      productId: own.productId,
      companyId: own.companyId,
      orderLineId: own.lineId,
      language: 'fr-FR',
      rating: DEMO_BUYER_RATING,
      at: new Date((own.at ?? options.now).getTime() + 2 * DAY_MS),
    });
    rated.add(own.productId);
  }

  const candidates = await db
    .select({ id: products.id, companyId: products.companyId, price: products.price, title: productTranslations.title })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'en-US')),
    )
    .where(and(eq(products.isPublic, true), ne(products.companyId, options.demoCompanyId)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(RATED_PRODUCTS);
  if (candidates.length === 0) return;
  const couriers = await couriersOf(
    db,
    candidates.map((product) => product.companyId),
  );

  for (const [index, reviewer] of DEMO_REVIEWERS.entries()) {
    const { user } = await createUser(db, {
      email: `${reviewer.firstName}.${reviewer.lastName}@buyers.glowmarket.example`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      firstName: reviewer.firstName,
      lastName: reviewer.lastName,
      language: reviewer.language,
    });
    for (const [position, rating] of reviewer.ratings.entries()) {
      // Three different products per reviewer (steps of 5 never meet within 18); neighbours overlap, so most get several ratings.
      const product = candidates[(index * 2 + position * 5) % candidates.length];
      const courier = product && couriers.get(product.companyId);
      if (!product || !courier) continue;
      const daysAgo = 60 - index * 4 - position * 3;
      const line = await deliveredOrder(db, user, product, courier, new Date(options.now.getTime() - daysAgo * DAY_MS));
      await insertRating(db, {
        buyerId: user.id,
        productId: product.id,
        companyId: product.companyId,
        orderLineId: line,
        language: reviewer.language,
        rating,
        at: new Date(options.now.getTime() - (daysAgo - 5) * DAY_MS),
      });
      rated.add(product.id);
    }
  }

  // The listings' stars, as the reviews module keeps them (catalog_listings.rating_average in hundredths).
  if (rated.size > 0) {
    await db
      .update(catalogListings)
      .set({
        ratingAverage: sql`coalesce((select round(avg(r.rating) * 100)::int from ${productRatings} r
          where r.product_id = ${catalogListings.productId} and r.hidden_at is null), 0)`,
        ratingCount: sql`(select count(*)::int from ${productRatings} r
          where r.product_id = ${catalogListings.productId} and r.hidden_at is null)`,
      })
      .where(inArray(catalogListings.productId, [...rated]));
  }
}

async function insertRating(
  db: Database,
  values: {
    buyerId: string;
    productId: string;
    companyId: string;
    orderLineId: string;
    language: string;
    rating: DemoRating;
    at: Date;
  },
) {
  await db.insert(productRatings).values({
    buyerId: values.buyerId,
    productId: values.productId,
    companyId: values.companyId,
    orderLineId: values.orderLineId,
    rating: values.rating.stars,
    comment: values.rating.comment,
    skinType: values.rating.skinType,
    language: values.language,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

interface Courier {
  companyId: string;
  id: string;
  key: string;
  price: number;
  deliveryDays: number;
  carrierId: string;
  carrierName: string;
}

/** Each seller's first courier without cash on delivery, by company. */
async function couriersOf(db: Database, companyIds: string[]): Promise<Map<string, Courier>> {
  const rows = await db
    .select({
      companyId: deliveryPrices.companyId,
      id: deliveryPrices.id,
      key: deliveryPrices.key,
      price: deliveryPrices.price,
      deliveryDays: deliveryPrices.deliveryDays,
      carrierId: carriers.id,
      carrierName: carriers.name,
    })
    .from(deliveryPrices)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, deliveryPrices.methodId))
    .innerJoin(carriers, eq(carriers.id, deliveryMethods.carrierId))
    .where(
      and(
        inArray(deliveryPrices.companyId, [...new Set(companyIds)]),
        eq(deliveryMethods.kind, 'courier'),
        eq(deliveryMethods.cod, false),
      ),
    )
    .orderBy(asc(deliveryPrices.key));
  const byCompany = new Map<string, Courier>();
  for (const row of rows) if (!byCompany.has(row.companyId)) byCompany.set(row.companyId, row);
  return byCompany;
}

/** A paid, shipped and delivered one-item order, as placing and the seller would have written it; answers its line's id. */
async function deliveredOrder(
  db: Database,
  buyer: { id: string; firstName: string; lastName: string; email: string; phone: string },
  product: Product,
  courier: Courier,
  placedAt: Date,
) {
  const buyerId = buyer.id;
  const group = await insertGroup(db, {
    buyerId,
    idempotencyKey: `demo-rating-${buyerId}-${product.id}`,
    currency: 'EUR',
    scaledRate: 1_000_000,
    contact: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone },
    shippingAddress: {
      street: 'ul. Długa 1',
      city: 'Kraków',
      postalCode: '31-147',
      region: '',
      country: 'PL' as const,
    },
    invoice: null,
    createdAt: placedAt,
  });
  const [sequence] = await nextOrderNumbers(db, 1);
  const [order] = await insertOrders(db, [
    {
      groupId: group.id,
      number: orderNumber(placedAt.getUTCFullYear(), sequence ?? 1),
      companyId: product.companyId,
      buyerId,
      status: 'delivered',
      paymentStatus: 'paid',
      delivery: {
        kind: 'courier',
        carrierId: courier.carrierId,
        carrierName: courier.carrierName,
        cod: false,
        priceEntryId: courier.id,
        key: courier.key,
        deliveryDays: courier.deliveryDays,
        point: null,
        shop: null,
      },
      deliveryPrice: courier.price,
      itemsTotal: product.price,
      total: product.price + courier.price,
      commissionBasisPoints: COMMISSION_BASIS_POINTS,
      commission: commissionOf(product.price, COMMISSION_BASIS_POINTS),
      createdAt: placedAt,
      updatedAt: placedAt,
      paidAt: new Date(placedAt.getTime() + 600_000),
      trackingNumber: `DPD-${String(sequence ?? 1).padStart(10, '0')}`,
      shippedAt: new Date(placedAt.getTime() + DAY_MS),
      deliveredAt: new Date(placedAt.getTime() + 3 * DAY_MS),
    },
  ]);
  if (!order) throw new Error('the demo order was not written');
  const [line] = await insertLines(db, [
    {
      orderId: order.id,
      productId: product.id,
      title: product.title,
      unitPrice: product.price,
      quantity: 1,
      lineTotal: product.price,
    },
  ]);
  if (!line) throw new Error('the demo order line was not written');
  return line.id;
}
