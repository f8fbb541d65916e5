import type { UserStatus } from '@glowmarket/shared/users';
import type { RequestContext } from '../../lib/context';
import type { Mail } from '../../lib/mail/mailer';

/** How a buyer shows to the sellers it writes to (its account's name, status and picture). */
export interface BuyerCard {
  firstName: string;
  lastName: string;
  status: UserStatus;
  avatarUrl: string | null;
}

/** What the messages module needs of others, passed in app.ts (their public surfaces satisfy these). */
export interface MessagesServiceDeps {
  mailer: { send(ctx: RequestContext, mail: Mail): Promise<void> };
  site: { portalName(ctx: RequestContext): Promise<string> };
  /** The users module: buyers' names for the sellers, and where to write to a buyer. */
  accounts: {
    buyerCardsOf(ctx: RequestContext, userIds: string[]): Promise<Map<string, BuyerCard>>;
    mailContactOf(
      ctx: RequestContext,
      userId: string,
    ): Promise<{ email: string; firstName: string; language: string } | undefined>;
  };
  /** The companies module: whom a message goes to, and whether the company takes questions. */
  sellers: {
    isPublic(ctx: RequestContext, companyId: string): Promise<boolean>;
    sellersOf(
      ctx: RequestContext,
      companyIds: string[],
    ): Promise<Map<string, { name: string; defaultLanguage: string; contactEmail: string }>>;
  };
  /** The catalog: a product the buyer can see, with its seller (throws not_found otherwise). */
  products: {
    getProduct(ctx: RequestContext, id: string): Promise<{ title: string; company: { id: string } }>;
  };
  /** The orders module: the caller's own order, with its seller. */
  orders: {
    findMyOrder(ctx: RequestContext, orderId: string): Promise<{ companyId: string; number: string } | undefined>;
  };
  publicUrl: string;
}
