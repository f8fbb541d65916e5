import { z } from 'zod';
import { USER_STATUSES } from './users';

/** The longest message a buyer or a seller may send in one go. */
export const MESSAGE_MAX_LENGTH = 2000;

/** What a thread is about: a product, an order, or the company in general. */
export const THREAD_ABOUT = ['product', 'order', 'company'] as const;
export type ThreadAbout = (typeof THREAD_ABOUT)[number];

export const messageTextSchema = z.string().trim().min(1).max(MESSAGE_MAX_LENGTH);

/** A buyer's first message to a seller: about one product or one order, or about nothing in particular. */
export const newThreadSchema = z
  .object({
    companyId: z.uuid(),
    productId: z.uuid().nullable().default(null),
    orderId: z.uuid().nullable().default(null),
    text: messageTextSchema,
  })
  .refine((value) => value.productId === null || value.orderId === null, {
    message: 'A message is about a product or an order, not both.',
    path: ['orderId'],
  });
export type NewThreadInput = z.infer<typeof newThreadSchema>;

export const replySchema = z.object({ text: messageTextSchema });
export type ReplyInput = z.infer<typeof replySchema>;

export const threadIdParamsSchema = z.object({ id: z.uuid() });

/** One message of a thread; the web app escapes the text as any other text (never as HTML). */
export const threadMessageSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  fromSeller: z.boolean(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/**
 * A thread as either side's list shows it. `subject` is the product's title or the order's number
 * as they were when the thread began ('' for a question about nothing in particular); `unread`
 * counts the messages the caller's side has not opened yet.
 */
export const threadSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  about: z.enum(THREAD_ABOUT),
  productId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  buyer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    status: z.enum(USER_STATUSES),
    avatarUrl: z.string().nullable(),
  }),
  unread: z.number().int().nonnegative(),
  lastMessage: threadMessageSchema.nullable(),
  lastMessageAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListSchema = z.object({ items: z.array(threadSummarySchema) });
export type ThreadList = z.infer<typeof threadListSchema>;

export const threadDetailSchema = threadSummarySchema.extend({ messages: z.array(threadMessageSchema) });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** The caller's unread messages, for the badge in the menu. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
