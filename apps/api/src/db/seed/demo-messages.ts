import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { products, productTranslations } from '../../modules/catalog/catalog.tables';
import { messageThreads, threadMessages } from '../../modules/messages/messages.tables';
import { orders } from '../../modules/orders/orders.tables';

const HOUR_MS = 3_600_000;

/**
 * Two conversations between the demo buyer and the demo seller, so that both inboxes show
 * something from the first start: a question about a product the seller has answered (unread by
 * the buyer), and one about the order on its way that waits for the seller.
 */
export async function seedDemoMessages(
  db: Database,
  options: { buyerId: string; companyId: string; sellerId: string; now: Date },
): Promise<void> {
  const [product] = await db
    .select({ id: products.id, title: productTranslations.title })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'en-US')),
    )
    .where(eq(products.companyId, options.companyId))
    .orderBy(asc(products.createdAt))
    .limit(1);
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.buyerId, options.buyerId), eq(orders.status, 'shipped')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const at = (hoursAgo: number) => new Date(options.now.getTime() - hoursAgo * HOUR_MS);
  const conversations = [
    product && {
      about: { about: 'product' as const, productId: product.id, orderId: null, subject: product.title },
      messages: [
        {
          fromSeller: false,
          hoursAgo: 30,
          body: 'Hello! Is this suitable for sensitive skin? My cheeks redden easily.',
        },
        {
          fromSeller: true,
          hoursAgo: 26,
          body: 'Hello Ines, yes: it is fragrance-free and dermatologically tested on sensitive skin. Start with a small amount every other day for the first week.',
        },
      ],
      unread: { buyer: 1, seller: 0 },
    },
    order && {
      about: { about: 'order' as const, productId: null, orderId: order.id, subject: order.number },
      messages: [
        {
          fromSeller: false,
          hoursAgo: 5,
          body: 'Hi, could you tell me when my parcel should arrive? I am away from Friday.',
        },
      ],
      unread: { buyer: 0, seller: 1 },
    },
  ];
  for (const conversation of conversations) {
    if (!conversation) continue;
    const last = conversation.messages.at(-1);
    const [thread] = await db
      .insert(messageThreads)
      .values({
        companyId: options.companyId,
        buyerId: options.buyerId,
        ...conversation.about,
        buyerUnread: conversation.unread.buyer,
        sellerUnread: conversation.unread.seller,
        createdAt: at(conversation.messages[0]?.hoursAgo ?? 0),
        lastMessageAt: at(last?.hoursAgo ?? 0),
      })
      .returning({ id: messageThreads.id });
    if (!thread) continue;
    await db.insert(threadMessages).values(
      conversation.messages.map((message) => ({
        threadId: thread.id,
        authorId: message.fromSeller ? options.sellerId : options.buyerId,
        fromSeller: message.fromSeller,
        body: message.body,
        createdAt: at(message.hoursAgo),
      })),
    );
  }
}
