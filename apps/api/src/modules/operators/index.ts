/** The operators module's public surface: a seller's accounts with carriers' and payment operators' APIs. */
export { sellerOperatorsRoutes } from './operators.routes';
export { createOperatorsService, type OperatorsService, type OperatorsServiceDeps } from './operators.service';
export { createOperatorsModule } from './operators.module';
