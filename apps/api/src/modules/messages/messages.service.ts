import type {
  NewThreadInput,
  ThreadAbout,
  ThreadDetail,
  ThreadMessage,
  ThreadSummary,
  UnreadCount,
} from '@glowmarket/shared/seller-messages';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { noticeOfMessage } from './message-mails';
import type { BuyerCard, MessagesServiceDeps } from './messages.deps';
import * as repository from './messages.repository';
import type { MessageThreadRow, ThreadMessageRow } from './messages.tables';

export type { MessagesServiceDeps } from './messages.deps';

type Side = 'buyer' | 'seller';

const UNKNOWN_BUYER: BuyerCard = { firstName: '', lastName: '', status: 'available', avatarUrl: null };

/** Only people with an account write to sellers (SPEC §5). */
function requireWriter(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('message_login_required');
  return ctx.actor.userId;
}

function requireCompany(ctx: RequestContext): string {
  if (!ctx.actor.companyId) throw new AppError('forbidden');
  return ctx.actor.companyId;
}

/** The caller's side of threads: a buyer sees its own, a seller its company's; any other id is not found. */
function ownerOf(ctx: RequestContext, side: Side): repository.ThreadOwner {
  return side === 'buyer' ? { buyerId: requireWriter(ctx) } : { companyId: requireCompany(ctx) };
}

function presentMessage(row: ThreadMessageRow): ThreadMessage {
  return { id: row.id, text: row.body, fromSeller: row.fromSeller, createdAt: row.createdAt.toISOString() };
}

/**
 * Conversations between buyers and sellers: a buyer writes about a product, an order or nothing in
 * particular (one thread per subject; writing again continues it), the company's users answer, and
 * each side is told by e-mail and sees its unread count.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  async function present(ctx: RequestContext, threads: MessageThreadRow[], side: Side): Promise<ThreadSummary[]> {
    const [sellers, buyers, last] = await Promise.all([
      deps.sellers.sellersOf(ctx, [...new Set(threads.map((thread) => thread.companyId))]),
      deps.accounts.buyerCardsOf(ctx, [...new Set(threads.map((thread) => thread.buyerId))]),
      repository.lastMessagesOf(
        ctx.db,
        threads.map((thread) => thread.id),
      ),
    ]);
    return threads.map((thread) => {
      const lastMessage = last.get(thread.id);
      return {
        id: thread.id,
        subject: thread.subject,
        about: thread.about,
        productId: thread.productId,
        orderId: thread.orderId,
        company: { id: thread.companyId, name: sellers.get(thread.companyId)?.name ?? '' },
        buyer: buyers.get(thread.buyerId) ?? UNKNOWN_BUYER,
        unread: side === 'buyer' ? thread.buyerUnread : thread.sellerUnread,
        lastMessage: lastMessage ? presentMessage(lastMessage) : null,
        lastMessageAt: thread.lastMessageAt.toISOString(),
      };
    });
  }

  async function presentDetail(ctx: RequestContext, thread: MessageThreadRow, side: Side): Promise<ThreadDetail> {
    const [[summary], messages] = await Promise.all([
      present(ctx, [thread], side),
      repository.listMessages(ctx.db, thread.id),
    ]);
    if (!summary) throw new AppError('not_found');
    return { ...summary, messages: messages.map(presentMessage) };
  }

  /** What the thread is about, as both sides will see it: the product's title, the order's number, or nothing. */
  async function subjectOf(ctx: RequestContext, input: NewThreadInput): Promise<string> {
    if (input.productId) {
      const product = await deps.products.getProduct(ctx, input.productId);
      if (product.company.id !== input.companyId) throw new AppError('not_found');
      return product.title;
    }
    if (input.orderId) {
      const order = await deps.orders.findMyOrder(ctx, input.orderId);
      if (!order || order.companyId !== input.companyId) throw new AppError('not_found');
      return order.number;
    }
    if (!(await deps.sellers.isPublic(ctx, input.companyId))) throw new AppError('not_found');
    return '';
  }

  async function write(ctx: RequestContext, thread: MessageThreadRow, side: Side, text: string) {
    const message = { authorId: requireWriter(ctx), fromSeller: side === 'seller', body: text, createdAt: ctx.now() };
    await repository.addMessage(ctx.db, thread, message);
    await noticeOfMessage(deps, ctx, thread, message);
  }

  async function reply(ctx: RequestContext, side: Side, threadId: string, text: string): Promise<ThreadDetail> {
    const owner = ownerOf(ctx, side);
    return inTransaction(ctx, async (tx) => {
      const thread = await repository.findThread(tx.db, threadId, owner);
      if (!thread) throw new AppError('not_found');
      await write(tx, thread, side, text);
      return presentDetail(tx, (await repository.findThread(tx.db, threadId, owner)) ?? thread, side);
    });
  }

  async function read(ctx: RequestContext, side: Side, threadId: string): Promise<ThreadDetail> {
    const thread = await repository.findThread(ctx.db, threadId, ownerOf(ctx, side));
    if (!thread) throw new AppError('not_found');
    const unread = side === 'buyer' ? thread.buyerUnread : thread.sellerUnread;
    if (unread > 0) await repository.markRead(ctx.db, thread.id, side);
    const seen = side === 'buyer' ? { ...thread, buyerUnread: 0 } : { ...thread, sellerUnread: 0 };
    return presentDetail(ctx, seen, side);
  }

  return {
    /** A buyer's message about a product, an order or nothing in particular: a new thread, or the next message of it. */
    async send(ctx: RequestContext, input: NewThreadInput): Promise<ThreadDetail> {
      const buyerId = requireWriter(ctx);
      if (ctx.actor.companyId === input.companyId) throw new AppError('message_own_company');
      const subject = await subjectOf(ctx, input);
      const about: ThreadAbout = input.productId ? 'product' : input.orderId ? 'order' : 'company';
      const key = { companyId: input.companyId, buyerId, about, productId: input.productId, orderId: input.orderId };
      return inTransaction(ctx, async (tx) => {
        const thread =
          (await repository.findThreadByKey(tx.db, key)) ??
          (await repository.insertThread(tx.db, { ...key, subject, createdAt: tx.now() })) ??
          (await repository.findThreadByKey(tx.db, key));
        if (!thread) throw new AppError('not_found');
        await write(tx, thread, 'buyer', input.text);
        return presentDetail(tx, (await repository.findThread(tx.db, thread.id, { buyerId })) ?? thread, 'buyer');
      });
    },

    async list(ctx: RequestContext, side: Side): Promise<ThreadSummary[]> {
      return present(ctx, await repository.listThreads(ctx.db, ownerOf(ctx, side)), side);
    },

    /** One thread with its messages; opening it marks them read for the caller's side. */
    read,

    reply,

    async unread(ctx: RequestContext, side: Side): Promise<UnreadCount> {
      return { unread: await repository.countUnread(ctx.db, ownerOf(ctx, side)) };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
