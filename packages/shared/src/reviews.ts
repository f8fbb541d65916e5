import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from './constants';

/** Skin types a buyer may add to a rating, so others with the same skin can filter by it. */
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A buyer's rating of a product it received: stars, a short comment, optionally a skin type. */
export const ratingInputSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH).default(''),
  skinType: z.enum(SKIN_TYPES).nullable().default(null),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;
