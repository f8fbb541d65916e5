/** The logistics module's public surface: carriers, price lists, parcel lockers. */
export { adminLogisticsRoutes, logisticsRoutes, sellerLogisticsRoutes } from './logistics.routes';
export { createLogisticsService, type LogisticsService, type LogisticsServiceDeps } from './logistics.service';
export { createLogisticsModule } from './logistics.module';
