import type { Cart } from '@glowmarket/shared/cart';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';

/** The refusals of POST /api/orders the buyer is told about as they are; anything else failed to place. */
const ORDER_ERRORS = new Set([
  'no_shipping_method',
  'too_many_delivery_options',
  'delivery_type_unavailable',
  'provider_has_no_shops',
  'parcel_point_retired',
  'idempotency_key_reused',
  'cart_empty',
  'insufficient_stock',
  'validation_failed',
  'order_failed',
  'idempotency_key_required',
  'unauthorized',
]);

const detailsSchema = z.object({ productId: z.string().optional(), companyId: z.string().optional() });

/** Why the order was not placed, naming the product or the seller the refusal is about. */
export function orderFailureText(t: TFunction, cart: Cart, error: unknown): string {
  const common = (key: string) => t(`errors.${key}`, { ns: 'common' });
  if (!(error instanceof ApiError) || !ORDER_ERRORS.has(error.code)) return common('order_failed');
  const problem = common(error.code);
  const details = detailsSchema.safeParse(error.details);
  const productId = details.success ? details.data.productId : undefined;
  const companyId = details.success ? details.data.companyId : undefined;
  const line = cart.sellers.flatMap((seller) => seller.lines).find((candidate) => candidate.productId === productId);
  if (line) return t('checkout.place.productProblem', { title: line.title, problem });
  const seller = cart.sellers.find((candidate) => candidate.company.id === companyId);
  if (seller) return t('checkout.place.sellerProblem', { seller: seller.company.name, problem });
  return problem;
}
