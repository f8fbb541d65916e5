import type { ThreadAbout } from '@glowmarket/shared/seller-messages';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageThreads, threadMessages, type MessageThreadRow, type ThreadMessageRow } from './messages.tables';

/** Whose threads: a buyer's own, or those of the seller's company. */
export type ThreadOwner = { buyerId: string } | { companyId: string };

export interface ThreadKey {
  companyId: string;
  buyerId: string;
  about: ThreadAbout;
  productId: string | null;
  orderId: string | null;
}

/** The most threads one list shows, newest first. */
export const THREAD_LIST_LIMIT = 100;

function ownedBy(owner: ThreadOwner): SQL {
  return 'buyerId' in owner ? eq(messageThreads.buyerId, owner.buyerId) : eq(messageThreads.companyId, owner.companyId);
}

/** The one thread a key may have, as the unique indexes say: per product, per order, one general question. */
function sameSubject(key: ThreadKey): SQL | undefined {
  if (key.about === 'product' && key.productId) return eq(messageThreads.productId, key.productId);
  if (key.about === 'order' && key.orderId) return eq(messageThreads.orderId, key.orderId);
  return eq(messageThreads.about, 'company');
}

/** The thread a buyer already has with the company about this product, order or nothing in particular. */
export async function findThreadByKey(db: Database, key: ThreadKey): Promise<MessageThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.companyId, key.companyId), eq(messageThreads.buyerId, key.buyerId), sameSubject(key)));
  return row;
}

/** A new thread; undefined when a concurrent first message made the same one first. */
export async function insertThread(
  db: Database,
  values: ThreadKey & { subject: string; createdAt: Date },
): Promise<MessageThreadRow | undefined> {
  const [row] = await db
    .insert(messageThreads)
    .values({ ...values, lastMessageAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findThread(db: Database, id: string, owner: ThreadOwner): Promise<MessageThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.id, id), ownedBy(owner)));
  return row;
}

export async function listThreads(db: Database, owner: ThreadOwner): Promise<MessageThreadRow[]> {
  return db
    .select()
    .from(messageThreads)
    .where(ownedBy(owner))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(THREAD_LIST_LIMIT);
}

/**
 * Adds a message and moves the thread to the top of both lists: the other side has one more
 * unread message, and the writer's side has read everything (it answered in view of it).
 */
export async function addMessage(
  db: Database,
  thread: MessageThreadRow,
  message: { authorId: string; fromSeller: boolean; body: string; createdAt: Date },
): Promise<ThreadMessageRow> {
  const [row] = await db
    .insert(threadMessages)
    .values({ threadId: thread.id, ...message })
    .returning();
  await db
    .update(messageThreads)
    .set(
      message.fromSeller
        ? { lastMessageAt: message.createdAt, buyerUnread: sql`${messageThreads.buyerUnread} + 1`, sellerUnread: 0 }
        : { lastMessageAt: message.createdAt, sellerUnread: sql`${messageThreads.sellerUnread} + 1`, buyerUnread: 0 },
    )
    .where(eq(messageThreads.id, thread.id));
  if (!row) throw new Error('message not inserted');
  return row;
}

/** The caller's side has now seen every message of the thread. */
export async function markRead(db: Database, id: string, side: 'buyer' | 'seller'): Promise<void> {
  await db
    .update(messageThreads)
    .set(side === 'buyer' ? { buyerUnread: 0 } : { sellerUnread: 0 })
    .where(eq(messageThreads.id, id));
}

export async function listMessages(db: Database, threadId: string): Promise<ThreadMessageRow[]> {
  return db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
}

/** The newest message of each of the given threads, by thread id. */
export async function lastMessagesOf(db: Database, threadIds: string[]): Promise<Map<string, ThreadMessageRow>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([threadMessages.threadId])
    .from(threadMessages)
    .where(inArray(threadMessages.threadId, threadIds))
    .orderBy(threadMessages.threadId, desc(threadMessages.createdAt), desc(threadMessages.id));
  return new Map(rows.map((row) => [row.threadId, row]));
}

/** Messages the owner's side has not opened, over all its threads. */
export async function countUnread(db: Database, owner: ThreadOwner): Promise<number> {
  const column = 'buyerId' in owner ? messageThreads.buyerUnread : messageThreads.sellerUnread;
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${column}), 0)::int` })
    .from(messageThreads)
    .where(ownedBy(owner));
  return row?.unread ?? 0;
}
