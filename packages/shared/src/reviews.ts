import { z } from 'zod';
import { pageOf } from './companies';
import { REVIEW_COMMENT_MAX_LENGTH } from './constants';
import { reason } from './validation';

/** Skin types a buyer may add to a rating, so others with the same skin can filter by it. */
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A product page lists this many ratings at a time; the seller's and the operator's lists, twice as many. */
export const RATINGS_PAGE_SIZE = 10;
export const MANAGED_RATINGS_PAGE_SIZE = 20;
/** The operator's reason for hiding a rating is kept this short. */
export const HIDE_REASON_MAX_LENGTH = 300;

const starsSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);
const commentSchema = z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH).default('');

/** A buyer's rating of a product it received: stars, a short comment, optionally a skin type. */
export const ratingInputSchema = z.object({
  rating: starsSchema,
  comment: commentSchema,
  skinType: z.enum(SKIN_TYPES).nullable().default(null),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/**
 * What a buyer sends from its orders: the item chosen and its rating. Without either, the answer
 * (and the form) says 'Rate and then send' (SPEC §5).
 */
export const sendRatingSchema = z
  .object({
    productId: z.uuid().nullish(),
    rating: starsSchema.nullish(),
    comment: commentSchema,
    skinType: z.enum(SKIN_TYPES).nullable().default(null),
  })
  .transform(({ productId, rating, ...rest }, context) => {
    for (const [field, value] of [
      ['productId', productId],
      ['rating', rating],
    ] as const) {
      if (value == null) {
        context.addIssue({ code: 'custom', path: [field], message: 'Rate and then send', ...reason('rateThenSend') });
      }
    }
    if (productId == null || rating == null) return z.NEVER;
    return { productId, rating, ...rest };
  });
export type SendRatingInput = z.input<typeof sendRatingSchema>;
export type SendRating = z.output<typeof sendRatingSchema>;

/** The buyer's own rating of a product, as its orders show it. */
export const myRatingSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  /** Hidden by the operator: it no longer shows on the product's page. */
  hidden: z.boolean(),
  updatedAt: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const myRatingsQuerySchema = z.object({
  /** The products asked about, comma-separated (those of the orders on screen). */
  products: z
    .string()
    .max(100 * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(100)),
});

/** How a product's visible ratings spread: the average in stars, how many, and how many of each star. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** From 5 stars down to 1. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A rating as a product's page shows it: signed with the buyer's first name and initial. */
export const publicRatingSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  /** The language the comment was written in. */
  language: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type PublicRating = z.infer<typeof publicRatingSchema>;

export const productRatingsQuerySchema = z.object({
  skinType: z.enum(SKIN_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ProductRatingsQuery = z.input<typeof productRatingsQuerySchema>;

/** A product's ratings: the summary of all, and a page of those with the skin type asked for, newest first. */
export const productRatingsSchema = pageOf(publicRatingSchema).extend({ summary: ratingSummarySchema });
export type ProductRatings = z.infer<typeof productRatingsSchema>;

/** A rating as the seller of the product and the operator see it. */
export const managedRatingSchema = publicRatingSchema.extend({
  product: z.object({ id: z.string(), title: z.string() }),
  updatedAt: z.string(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type ManagedRating = z.infer<typeof managedRatingSchema>;

export const managedRatingsQuerySchema = z.object({
  product: z.uuid().optional(),
  hidden: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ManagedRatingsQuery = z.input<typeof managedRatingsQuerySchema>;

export const managedRatingsSchema = pageOf(managedRatingSchema);
export type ManagedRatings = z.infer<typeof managedRatingsSchema>;

/** The operator hides an abusive rating and says why. */
export const hideRatingSchema = z.object({
  reason: z.string().trim().min(3).max(HIDE_REASON_MAX_LENGTH),
});
export type HideRatingInput = z.input<typeof hideRatingSchema>;
