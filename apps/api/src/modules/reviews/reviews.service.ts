import {
  MANAGED_RATINGS_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  RATINGS_PAGE_SIZE,
  type ManagedRating,
  type ManagedRatings,
  type MyRating,
  type ProductRatings,
  type PublicRating,
  type RatingSummary,
  type SkinType,
} from '@glowmarket/shared/reviews';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import * as repository from './reviews.repository';
import type { ProductRatingRow } from './reviews.tables';

/**
 * What ratings need of the other modules (passed in app.ts): whether the buyer received the
 * product (orders), the product's listing, titles and ownership (catalog), and the buyers' names
 * (users).
 */
export interface ReviewsServiceDeps {
  purchases: {
    deliveredLineOf(
      ctx: RequestContext,
      buyerId: string,
      productId: string,
    ): Promise<{ orderLineId: string; companyId: string } | undefined>;
  };
  catalog: {
    /** Keeps the storefront's average (hundredths of a star) and count, in the caller's transaction. */
    ratingChanged(ctx: RequestContext, productId: string, rating: { average: number; count: number }): Promise<void>;
    isPublic(ctx: RequestContext, productId: string): Promise<boolean>;
    titlesOf(ctx: RequestContext, productIds: string[]): Promise<Map<string, string>>;
    /** The seller's own product; throws not_found for another company's. */
    getOwn(ctx: RequestContext, productId: string): Promise<unknown>;
  };
  buyers: {
    buyerCardsOf(ctx: RequestContext, userIds: string[]): Promise<Map<string, { firstName: string; lastName: string }>>;
  };
}

export interface SendRating {
  productId: string;
  rating: number;
  comment: string;
  skinType: SkinType | null;
}

function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

function requireCompany(ctx: RequestContext): string {
  if (!ctx.actor.companyId) throw new AppError('forbidden');
  return ctx.actor.companyId;
}

/** "Anna K.": how a rating is signed; a buyer without a name on file signs as nobody in particular. */
function signature(name: { firstName: string; lastName: string } | undefined): string {
  const first = name?.firstName.trim() ?? '';
  const initial = name?.lastName.trim().slice(0, 1) ?? '';
  return [first, initial && `${initial.toUpperCase()}.`].filter(Boolean).join(' ');
}

function presentMine(row: ProductRatingRow): MyRating {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    comment: row.comment,
    skinType: row.skinType ?? null,
    hidden: row.hiddenAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentPublic(
  row: ProductRatingRow,
  authors: Map<string, { firstName: string; lastName: string }>,
): PublicRating {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    skinType: row.skinType ?? null,
    language: row.language,
    author: signature(authors.get(row.buyerId)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Verified buyers' ratings: sent from their delivered orders, shown on product pages, seen by sellers, hidden by the operator. */
export function createReviewsService(deps: ReviewsServiceDeps) {
  /** Works the product's visible average out again and hands it to the catalog, in the caller's transaction. */
  async function refreshAverage(ctx: RequestContext, productId: string): Promise<void> {
    const { average, count } = await repository.summarize(ctx.db, productId);
    await deps.catalog.ratingChanged(ctx, productId, { average, count });
  }

  async function summaryOf(ctx: RequestContext, productId: string): Promise<RatingSummary> {
    const { average, count, byStars } = await repository.summarize(ctx.db, productId);
    const distribution = [];
    for (let stars = RATING_MAX; stars >= RATING_MIN; stars -= 1) {
      distribution.push({ stars, count: byStars.get(stars) ?? 0 });
    }
    return { average: average / 100, count, distribution };
  }

  async function presentManaged(ctx: RequestContext, rows: ProductRatingRow[]): Promise<ManagedRating[]> {
    const [authors, titles] = await Promise.all([
      deps.buyers.buyerCardsOf(ctx, [...new Set(rows.map((row) => row.buyerId))]),
      deps.catalog.titlesOf(ctx, [...new Set(rows.map((row) => row.productId))]),
    ]);
    return rows.map((row) => ({
      ...presentPublic(row, authors),
      product: { id: row.productId, title: titles.get(row.productId) ?? '' },
      updatedAt: row.updatedAt.toISOString(),
      hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
    }));
  }

  async function setHidden(ctx: RequestContext, id: string, reason: string | null): Promise<ManagedRating> {
    const row = await inTransaction(ctx, async (tx) => {
      const found = await repository.findRating(tx.db, id);
      if (!found) throw new AppError('not_found');
      await repository.lockProduct(tx.db, found.productId);
      const changed = await repository.setHidden(
        tx.db,
        id,
        reason === null ? null : { at: tx.now(), reason, by: tx.actor.userId ?? '' },
      );
      if (!changed) throw new AppError('not_found');
      await refreshAverage(tx, changed.productId);
      return changed;
    });
    // The operator's decision is kept in the log: who hid or showed which rating, and why.
    ctx.log.info(
      { ratingId: id, productId: row.productId, operatorId: ctx.actor.userId, reason },
      reason === null ? 'rating shown again' : 'rating hidden',
    );
    const [presented] = await presentManaged(ctx, [row]);
    if (!presented) throw new AppError('not_found');
    return presented;
  }

  return {
    /**
     * The buyer rates a product it received (an order of theirs with it was delivered), or edits
     * the rating it gave: one per buyer and product. 403 rating_not_delivered otherwise.
     */
    async send(ctx: RequestContext, input: SendRating): Promise<{ rating: MyRating; created: boolean }> {
      const buyerId = requireBuyer(ctx);
      return inTransaction(ctx, async (tx) => {
        const line = await deps.purchases.deliveredLineOf(tx, buyerId, input.productId);
        if (!line) throw new AppError('rating_not_delivered');
        await repository.lockProduct(tx.db, input.productId);
        const existing = await repository.findBuyerRating(tx.db, buyerId, input.productId);
        const row = await repository.upsertRating(tx.db, {
          productId: input.productId,
          companyId: line.companyId,
          buyerId,
          orderLineId: line.orderLineId,
          rating: input.rating,
          comment: input.comment,
          skinType: input.skinType,
          language: tx.language,
          createdAt: tx.now(),
          updatedAt: tx.now(),
        });
        await refreshAverage(tx, input.productId);
        return { rating: presentMine(row), created: !existing };
      });
    },

    /** The buyer's own ratings of the given products. */
    async mine(ctx: RequestContext, productIds: string[]): Promise<MyRating[]> {
      const rows = await repository.listBuyerRatings(ctx.db, requireBuyer(ctx), [...new Set(productIds)]);
      return rows.map(presentMine);
    },

    /** A public product's ratings: the summary, and a page of the visible ones, newest first. */
    async forProduct(
      ctx: RequestContext,
      productId: string,
      query: { skinType?: SkinType | undefined; page: number },
    ): Promise<ProductRatings> {
      if (!(await deps.catalog.isPublic(ctx, productId))) throw new AppError('not_found');
      const [summary, { rows, total }] = await Promise.all([
        summaryOf(ctx, productId),
        repository.listVisible(ctx.db, productId, query.skinType, {
          limit: RATINGS_PAGE_SIZE,
          offset: (query.page - 1) * RATINGS_PAGE_SIZE,
        }),
      ]);
      const authors = await deps.buyers.buyerCardsOf(ctx, [...new Set(rows.map((row) => row.buyerId))]);
      return {
        summary,
        items: rows.map((row) => presentPublic(row, authors)),
        total,
        page: query.page,
        pageSize: RATINGS_PAGE_SIZE,
      };
    },

    /** For the product page's structured data: its newest visible ratings. */
    async latestOf(ctx: RequestContext, productId: string, howMany: number): Promise<PublicRating[]> {
      const { rows } = await repository.listVisible(ctx.db, productId, undefined, { limit: howMany, offset: 0 });
      const authors = await deps.buyers.buyerCardsOf(ctx, [...new Set(rows.map((row) => row.buyerId))]);
      return rows.map((row) => presentPublic(row, authors));
    },

    /** The seller's products' ratings, hidden ones too; a product of another company answers 404. */
    async listForSeller(
      ctx: RequestContext,
      query: { product?: string | undefined; hidden?: boolean | undefined; page: number },
    ): Promise<ManagedRatings> {
      const companyId = requireCompany(ctx);
      if (query.product) await deps.catalog.getOwn(ctx, query.product);
      return listManaged(ctx, { companyId, productId: query.product, hidden: query.hidden }, query.page);
    },

    /** One of the seller's products' ratings; another company's answers 404. */
    async getForSeller(ctx: RequestContext, id: string): Promise<ManagedRating> {
      const companyId = requireCompany(ctx);
      const row = await repository.findRating(ctx.db, id);
      if (!row || row.companyId !== companyId) throw new AppError('not_found');
      const [presented] = await presentManaged(ctx, [row]);
      if (!presented) throw new AppError('not_found');
      return presented;
    },

    /** The operator's list of every rating, newest first. */
    listForOperator: (
      ctx: RequestContext,
      query: { product?: string | undefined; hidden?: boolean | undefined; page: number },
    ) => listManaged(ctx, { productId: query.product, hidden: query.hidden }, query.page),

    /** The operator hides an abusive rating, with a reason: it leaves the product's page and average. */
    hide: (ctx: RequestContext, id: string, reason: string) => setHidden(ctx, id, reason),

    /** The operator shows a hidden rating again. */
    show: (ctx: RequestContext, id: string) => setHidden(ctx, id, null),
  };

  async function listManaged(ctx: RequestContext, filter: repository.ManagedFilter, page: number) {
    const { rows, total } = await repository.listManaged(ctx.db, filter, {
      limit: MANAGED_RATINGS_PAGE_SIZE,
      offset: (page - 1) * MANAGED_RATINGS_PAGE_SIZE,
    });
    return { items: await presentManaged(ctx, rows), total, page, pageSize: MANAGED_RATINGS_PAGE_SIZE };
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
