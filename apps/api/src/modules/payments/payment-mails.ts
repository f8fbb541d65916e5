import type { RequestContext } from '../../lib/context';
import type { Mail } from '../../lib/mail/mailer';
import { formatAmount, renderNoticeMail } from '../../lib/mail/templates';
import type { Money } from '../../lib/money';

export interface PaymentMailsDeps {
  mailer: { send(ctx: RequestContext, mail: Mail): Promise<void> };
  site: { portalName(ctx: RequestContext): Promise<string> };
  accounts: {
    mailContactOf(
      ctx: RequestContext,
      userId: string,
    ): Promise<{ email: string; firstName: string; language: string } | undefined>;
  };
  publicUrl: string;
}

/**
 * The mail a buyer gets when money came for orders it could no longer pay (paid by another
 * payment, cancelled or expired): queued in the transaction that flags the payment (decision 012).
 */
export function createPaymentMails(deps: PaymentMailsDeps) {
  return {
    async moneyNotApplied(
      ctx: RequestContext,
      notice: { buyerId: string; amount: Money; orderNumbers: string[]; refundedByItself: boolean },
    ): Promise<void> {
      const [buyer, portalName] = await Promise.all([
        deps.accounts.mailContactOf(ctx, notice.buyerId),
        deps.site.portalName(ctx),
      ]);
      if (!buyer) return;
      const amount = formatAmount(notice.amount, buyer.language);
      await deps.mailer.send(
        ctx,
        renderNoticeMail({
          kind: notice.refundedByItself ? 'paymentReturned' : 'paymentReview',
          to: buyer.email,
          language: buyer.language,
          values: { firstName: buyer.firstName, portalName, amount, numbers: notice.orderNumbers.join(', ') },
          rows: [[notice.orderNumbers.join(', '), amount]],
          link: `${deps.publicUrl}/userorders`,
        }),
      );
    },
  };
}

export type PaymentMails = ReturnType<typeof createPaymentMails>;
