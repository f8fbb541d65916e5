/** The orders module's public surface: placing a purchase (one order per seller). */
export { ordersRoutes } from './orders.routes';
export { createOrdersService, type OrdersService, type OrdersServiceDeps } from './orders.service';
