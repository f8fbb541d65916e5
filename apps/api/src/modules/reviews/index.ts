/** The reviews module's public surface: verified buyers' ratings of products. */
export { adminReviewsRoutes, reviewsRoutes, sellerReviewsRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService, type ReviewsServiceDeps } from './reviews.service';
export { createReviewsModule } from './reviews.module';
