/** The cart module's public surface: a visitor's or buyer's cart, by seller. */
export { cartRoutes } from './cart.routes';
export { createCartService, type CartService, type CartServiceDeps } from './cart.service';
export { createCartModule } from './cart.module';
