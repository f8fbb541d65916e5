import type { RequestContext } from '../../lib/context';
import { renderMessageMail } from '../../lib/mail/templates';
import type { MessagesServiceDeps } from './messages.deps';
import type { MessageThreadRow } from './messages.tables';

/**
 * The notice of a new message, queued in the transaction that stores it (decision 012): to the
 * company's contact address in its language when a buyer writes, to the buyer in the account's
 * language when the seller answers. Each links to the thread.
 */
export async function noticeOfMessage(
  deps: MessagesServiceDeps,
  ctx: RequestContext,
  thread: MessageThreadRow,
  message: { fromSeller: boolean; body: string },
): Promise<void> {
  const [sellers, portalName] = await Promise.all([
    deps.sellers.sellersOf(ctx, [thread.companyId]),
    deps.site.portalName(ctx),
  ]);
  const seller = sellers.get(thread.companyId);
  if (!seller) return;
  if (message.fromSeller) {
    const buyer = await deps.accounts.mailContactOf(ctx, thread.buyerId);
    if (!buyer) return;
    await deps.mailer.send(
      ctx,
      renderMessageMail({
        kind: 'messageToBuyer',
        to: buyer.email,
        language: buyer.language,
        values: { firstName: buyer.firstName, portalName, sender: seller.name, subject: thread.subject },
        text: message.body,
        link: `${deps.publicUrl}/messages/${thread.id}`,
      }),
    );
    return;
  }
  const card = (await deps.accounts.buyerCardsOf(ctx, [thread.buyerId])).get(thread.buyerId);
  await deps.mailer.send(
    ctx,
    renderMessageMail({
      kind: 'messageToSeller',
      to: seller.contactEmail,
      language: seller.defaultLanguage,
      values: {
        firstName: seller.name,
        portalName,
        sender: card ? `${card.firstName} ${card.lastName}` : '',
        subject: thread.subject,
      },
      text: message.body,
      link: `${deps.publicUrl}/seller/messages/${thread.id}`,
    }),
  );
}
