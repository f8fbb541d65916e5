/** The pricing module's public surface: the exchange rates, the quotes made with them, and their routes. */
export { adminPricingRoutes, pricingRoutes } from './pricing.routes';
export { createCurrenciesService, type CurrenciesService, type PriceQuote } from './currencies.service';
export { createPricingModule } from './pricing.module';
