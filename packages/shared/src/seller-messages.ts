import { z } from 'zod';

/** The longest message a buyer or a seller may send in one go. */
export const MESSAGE_MAX_LENGTH = 2000;

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
