import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ParcelPointsSource } from '../../integrations/shipx/points';
import type { Clock, RequestContext } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';

// What the logistics module's use cases need from the rest of the app (app.ts passes it in).

export interface LogisticsServiceDeps {
  /** The job's own connection: a sync runs outside any request. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  points: ParcelPointsSource;
  /** The catalog's quotes: delivery prices are stored in euro cents and shown in the buyer's currency. */
  currencies: { quoteFor(ctx: RequestContext): Promise<{ price(baseAmount: number): QuotedMoney }> };
  /** The companies module. */
  sellers: {
    sellerOf(ctx: RequestContext, companyId: string): Promise<{ approved: boolean } | undefined>;
    approvedSellers(ctx: RequestContext): Promise<{ id: string; name: string; email: string | null }[]>;
  };
  /** The catalog: a public product's seller and working days until it ships, undefined when not public. */
  products: {
    shippingOf(
      ctx: RequestContext,
      productId: string,
    ): Promise<{ companyId: string; deliveryDays: number } | undefined>;
  };
  /** The shops module: a seller with a pickup shop offers store pickup. */
  shops: {
    pickupShopCount(ctx: RequestContext, companyId: string): Promise<number>;
    pickupShopCounts(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>>;
    pickupShopOf(
      ctx: RequestContext,
      companyId: string,
      shopId: string,
    ): Promise<{ id: string; title: string; address: string } | undefined>;
  };
  /** A town the points table does not know ("Zakopane") still has a place on the map. */
  geocoder: {
    locate(
      ctx: RequestContext,
      query: string,
    ): Promise<{ location: { latitude: number; longitude: number }; label: string } | undefined>;
  };
}
