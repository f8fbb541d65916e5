import type { FastifyInstance } from 'fastify';
import { sellerOperatorsRoutes } from './operators.routes';
import { createOperatorsService, type OperatorsServiceDeps } from './operators.service';

/** Sellers' own accounts at operators (ShipX, Autopay, Przelewy24), kept encrypted. */
export function createOperatorsModule(deps: OperatorsServiceDeps) {
  const operators = createOperatorsService(deps);
  return {
    operators,
    async register(app: FastifyInstance) {
      await app.register(sellerOperatorsRoutes(operators), { prefix: '/api/seller' });
    },
  };
}
