import type { FastifyInstance } from 'fastify';
import { adminReviewsRoutes, reviewsRoutes, sellerReviewsRoutes } from './reviews.routes';
import { createReviewsService, type ReviewsServiceDeps } from './reviews.service';

/** Ratings from verified buyers: product pages, the buyer's orders, the seller's list and the operator's moderation. */
export function createReviewsModule(deps: ReviewsServiceDeps) {
  const reviews = createReviewsService(deps);
  return {
    reviews,
    async register(app: FastifyInstance) {
      await app.register(reviewsRoutes(reviews));
      await app.register(sellerReviewsRoutes(reviews), { prefix: '/api/seller' });
      await app.register(adminReviewsRoutes(reviews), { prefix: '/api/admin' });
    },
  };
}
