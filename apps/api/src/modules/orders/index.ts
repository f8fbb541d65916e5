/** The orders module's public surface: placing a purchase (one order per seller) and each order's life. */
export { createOrderLife, type OrderLife, type OrderLifeDeps, type ShipxClient } from './order-life.service';
export { createOrderMails } from './order-mails';
export { adminOrdersRoutes, ordersRoutes, sellerOrdersRoutes } from './orders.routes';
export { createOrdersService, type OrdersService, type OrdersServiceDeps } from './orders.service';
export { createOrdersModule } from './orders.module';
