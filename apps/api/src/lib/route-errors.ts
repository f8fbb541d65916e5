import { errorBodySchema } from '@glowmarket/shared/errors';

type ErrorResponses<Status extends number> = Record<Status, typeof errorBodySchema>;

/**
 * The error answers a route documents, each with the one error body:
 * `response: { 200: cartSchema, ...errorResponses(400, 404, 422) }`. The statuses stay literal
 * keys in the type, so the zod type provider infers the replies as from a written-out map.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]): ErrorResponses<Status> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as ErrorResponses<Status>;
}
